# Runs a Homebrew formula's `install` and `test do` blocks against a release tarball, with a small
# stand-in for the parts of Homebrew's DSL the formula uses (Homebrew itself is not on this
# machine): the formula's paths must match the tarball's layout, and its test must pass with the
# real binary. Also checks that the formula's url and sha256 for this platform are the tarball's.
#
#   ruby scripts/release/formula-check.rb FORMULA TARBALL
#
# Exits 1, saying why, when anything differs.
require "digest"
require "fileutils"
require "open3"
require "pathname"
require "tmpdir"

# A folder of the keg: `install` copies files into it, as Homebrew's Pathname#install does.
class KegFolder < Pathname
  def install(*files)
    FileUtils.mkdir_p(self)
    files.each do |file|
      raise "install: no #{file} in the tarball" unless File.exist?(file)
      FileUtils.cp(file, join(File.basename(file)), preserve: true)
    end
  end
end

class Formula
  class << self
    attr_reader :test_block, :urls, :checksums

    def desc(_text) = nil
    def homepage(_url) = nil
    def license(_name) = nil
    def depends_on(_name) = nil
    def on_macos = (yield if RUBY_PLATFORM.include?("darwin"))
    def on_linux = (yield if RUBY_PLATFORM.include?("linux"))
    def on_intel = (yield if RUBY_PLATFORM.start_with?("x86_64"))
    def on_arm = (yield if RUBY_PLATFORM.start_with?("aarch64", "arm64"))
    def url(address) = (@urls ||= []) << address
    def sha256(checksum) = (@checksums ||= []) << checksum
    def test(&block) = @test_block = block

    def version(text = nil)
      @version = text if text
      @version
    end
  end

  attr_reader :prefix, :testpath

  def initialize(prefix, testpath)
    @prefix = prefix
    @testpath = testpath
  end

  def version = self.class.version
  def bin = KegFolder.new(prefix.join("bin"))
  def man1 = KegFolder.new(prefix.join("share/man/man1"))
  def bash_completion = KegFolder.new(prefix.join("etc/bash_completion.d"))
  def zsh_completion = KegFolder.new(prefix.join("share/zsh/site-functions"))
  def fish_completion = KegFolder.new(prefix.join("share/fish/vendor_completions.d"))

  def shell_output(command, expected = 0)
    output, status = Open3.capture2e(command)
    raise "`#{command}` exited #{status.exitstatus}, not #{expected}:\n#{output}" unless status.exitstatus == expected
    output
  end

  def system(*command)
    return if Kernel.system(*command.map(&:to_s))
    raise "`#{command.join(' ')}` failed"
  end

  def assert_equal(expected, actual)
    raise "expected #{expected.inspect}, got #{actual.inspect}" unless expected == actual
  end

  def assert_match(pattern, text)
    raise "#{pattern.inspect} is not in:\n#{text}" unless text.match?(pattern)
  end
end

def check(formula_file, tarball)
  load formula_file
  formula = Object.const_get(:Soundcheck)
  urls = formula.urls || []
  raise "the formula has no url for #{RUBY_PLATFORM}" unless urls.length == 1
  raise "the formula's url #{urls[0]} is not #{File.basename(tarball)}" unless File.basename(urls[0]) == File.basename(tarball)
  raise "the formula's sha256 is not the tarball's" unless formula.checksums == [Digest::SHA256.file(tarball).hexdigest]

  Dir.mktmpdir do |work|
    work = Pathname.new(work)
    system("tar", "-xzf", tarball, "-C", work.to_s) || raise("cannot unpack #{tarball}")
    # Homebrew installs from inside the tarball's one top-level folder.
    unpacked = work.children.find(&:directory?) || raise("#{tarball} has no top-level folder")
    keg = formula.new(work.join("keg"), work.join("test").tap(&:mkpath))
    Dir.chdir(unpacked) { keg.install }
    Dir.chdir(keg.testpath) { keg.instance_eval(&formula.test_block) }
    installed = Dir.glob("**/*", base: keg.prefix).select { |path| keg.prefix.join(path).file? }.sort
    puts "formula-check: install put #{installed.join(', ')}; the test block passed"
  end
end

begin
  abort("usage: ruby formula-check.rb FORMULA TARBALL") unless ARGV.length == 2
  check(*ARGV)
rescue StandardError => error
  warn "formula-check: #{error.message}"
  exit 1
end
