import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion

@Suite("IMA4 beam's parts: bracketing levels, aimed headers, neighbourhoods")
struct IMA4AimedStartsTests {
    /// The 16 values one nibble can decode to from a state, by nibble.
    static func levels(_ predictor: Int32, _ stepIndex: Int32, _ table: UnsafeBufferPointer<Int32>) -> [Int32] {
        (0..<16).map { nibble in
            var decoded = predictor
            var next = stepIndex
            IMA4Quantiser.apply(Int32(nibble), &decoded, &next, table)
            return decoded
        }
    }

    @Test("the neighbour of the greedy nibble is the level on the sample's other side, next to the greedy one")
    func bracketingNeighbourIsAdjacent() {
        var random = XorShiftGenerator(seed: 11)
        IMA4Quantiser.tables.withUnsafeBufferPointer { table in
            for _ in 0..<5000 {
                let stepIndex = Int32(random.next() % 89)
                let predictor = Int32(Int16(truncatingIfNeeded: random.next()))
                let sample = Int32(Int16(truncatingIfNeeded: random.next())) / Int32(1 + random.next() % 64)
                let greedy = IMA4Quantiser.nibble(sample, predictor, stepIndex, table)
                let levels = Self.levels(predictor, stepIndex, table)
                let above = levels[Int(greedy)] < sample
                guard let neighbour = IMA4Quantiser.bracketingNeighbour(of: greedy, above: above) else {
                    // Only at the ends: +7 needing more, or −7 needing less.
                    #expect(greedy == (above ? 7 : 15), "state \(predictor), \(stepIndex), sample \(sample)")
                    continue
                }
                // Unclamped levels are ordered −7 … −0, +0 … +7; the neighbour is the next one that way.
                let order: [Int32] = [15, 14, 13, 12, 11, 10, 9, 8, 0, 1, 2, 3, 4, 5, 6, 7]
                let rank = order.firstIndex(of: greedy) ?? -1
                #expect(order[rank + (above ? 1 : -1)] == neighbour, "greedy \(greedy), above \(above)")
                #expect(
                    above
                        ? levels[Int(neighbour)] >= levels[Int(greedy)] : levels[Int(neighbour)] <= levels[Int(greedy)])
            }
        }
    }

    @Test("aimed headers are allowed, one per step index after the first sample, and land within 64 of it")
    func aimedHeadersLandClose() {
        var random = XorShiftGenerator(seed: 5)
        var (farLandings, allLandings) = (0, 0)
        var headers = [IMA4AimedStarts.Header](
            repeating: IMA4AimedStarts.Header(predictor: 0, stepIndex: 0, landingError: 0), count: 32)
        IMA4Quantiser.tables.withUnsafeBufferPointer { table in
            headers.withUnsafeMutableBufferPointer { headers in
                for trial in 0..<2000 {
                    let sample =
                        trial % 50 == 0
                        ? Int32(trial % 100 == 0 ? 32767 : -32768)
                        : Int32(Int16(truncatingIfNeeded: random.next()))
                    let centre = Int32(random.next() % 89)
                    let running = (predictor: sample & ~0x7F, stepIndex: centre)
                    let count = IMA4AimedStarts.headers(
                        aimingAt: sample, centre: centre, running: running.predictor, runningStep: running.stepIndex,
                        table: table, into: headers)
                    #expect(count > 0 && count <= 2 * Int(IMA4AimedStarts.radius) + 1)
                    var stepsAfter = Set<Int32>()
                    for header in headers.prefix(count) {
                        #expect(header.predictor & 0x7F == 0 && header.predictor >= -32768 && header.predictor <= 32640)
                        #expect(
                            IMA4Encoder.isAllowedStart(
                                header.predictor, header.stepIndex, running: running.predictor,
                                runningStep: running.stepIndex))
                        // Some nibble decodes the first sample as close as the header says, leaving
                        // a step index in the window that no other header leaves.
                        let landings = (0..<16).map { nibble in
                            var decoded = header.predictor
                            var next = header.stepIndex
                            IMA4Quantiser.apply(Int32(nibble), &decoded, &next, table)
                            return (abs(sample - decoded), next)
                        }
                        let aimed = landings.filter { $0.0 == header.landingError && abs($0.1 - centre) <= 8 }
                        // Within 64 but where the rounding above would leave the header range: 127.
                        #expect(!aimed.isEmpty && header.landingError <= 127, "sample \(sample), header \(header)")
                        if header.landingError > 64 { farLandings += 1 }
                        allLandings += 1
                        stepsAfter.formUnion(aimed.map(\.1))
                    }
                    #expect(stepsAfter.count >= count)
                }
            }
        }
        #expect(farLandings * 50 < allLandings, "\(farLandings) of \(allLandings) land more than 64 away")
    }

    @Test("neighbourhoods follow the step: fine at small steps, 256 wide at large ones")
    func neighbourhoodsFollowTheStep() {
        IMA4Quantiser.tables.withUnsafeBufferPointer { table in
            let near = IMA4BeamLayers.neighbourhood
            // Step index 10 (step 19): bins of 1, so predictors 1 apart differ.
            #expect(near(1000, 10, table) != near(1001, 10, table))
            // Step index 50 (step 876, log2 9): bins of 8.
            #expect(near(1000, 50, table) == near(1007, 50, table) && near(1000, 50, table) != near(1008, 50, table))
            // Step index 88 (32767): bins of 256, never wider.
            #expect(near(1024, 88, table) == near(1279, 88, table) && near(1024, 88, table) != near(1280, 88, table))
            // Negative predictors and different step indices stay apart.
            #expect(near(-1, 88, table) != near(0, 88, table) && near(1000, 87, table) != near(1000, 88, table))
        }
    }

    @Test("aimed headers raise the SNR of a high sine sweep over the beam from the greedy start alone")
    func aimedStartsGainOnASweep() {
        // 5 to 15 kHz over two seconds at −3 dBFS: the sweep's loudest noise, as in bench/.
        let samples = (0..<88200).map { index -> Int16 in
            let time = Double(index) / 44100
            let phase = 2 * Double.pi * (5000 * time + 2500 * time * time)
            return Int16(23197 * sin(phase))
        }
        let aimed = IMA4SearchTests.snr(samples, IMA4Encoder().encode(interleaved: samples, channels: 1), channels: 1)
        let plain = IMA4SearchTests.snr(
            samples, IMA4Encoder(beamSearch: true, aimedStarts: false).encode(interleaved: samples, channels: 1),
            channels: 1)
        // Measured: 19.64 to 19.87 dB.
        #expect(aimed > plain + 0.15, "aimed \(aimed) dB, greedy start only \(plain) dB")
    }
}
