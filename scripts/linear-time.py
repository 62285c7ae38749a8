#!/usr/bin/env python3
"""Checks that soundcheck's readers of text take time in proportion to their input: each pattern
repeated to 100 kB and to 400 kB, read by `soundcheck refs` (every source language) and
`soundcheck payloads` (each message shape). A reader whose time grows much more than 4x is
quadratic somewhere: an input anyone can commit would then stop a build for hours. Fuzzers do not
show this (their inputs are a few kilobytes). Prints the worst ratios; exit 1 if one is over LIMIT.

    scripts/linear-time.py [--soundcheck .build/release/soundcheck] [--limit 8]
"""
import argparse, os, subprocess, sys, tempfile, time

SOURCE_PATTERNS = ['#', '"', "'", '`', '/*', '*/', '//', '\\', '$', '${', '\\(', '(', '{', '[', ')', '"""', "'''",
                   '@"', "r'", 'a', 'sound: ', 'sound: "x", ', 'put("sound", ', 'UNNotificationSound(named: ', '"\\(',
                   '{{', 'a.', 'setSound(', 'AndroidNotification.builder().', '.', '\n', 'x(', '"a" + ', '= ', 'sound = ',
                   '"sound" to ', '@{@"sound": ', '#"', '"#', '${"', '/*/*', '$x"', 'func f(', 'fun ', ' ', 'é']
SOURCE_EXTENSIONS = ['swift', 'm', 'dart', 'ts', 'kt', 'java']

def payload(kind, n):
    return {
        'sns-escapes': lambda: '{"APNS": "' + '\\\\u00e9' * n + '"}',
        'sns-quotes': lambda: '{"APNS": "{\\"aps\\": {\\"alert\\": \\"' + '\\\\\\"' * n + '\\"}}"}',
        'expo-array': lambda: '[' + ','.join(['{"to": "ExponentPushToken[a]", "sound": "x.caf"}'] * n) + ']',
        'azure-templates': lambda: '{"installationId": "i", "templates": {' + ','.join(
            '"t%d": {"body": "{\\"aps\\": {\\"sound\\": \\"$(s)\\", \\"badge\\": #(b)}}"}' % i for i in range(n)) + '}}',
        'unclosed-expressions': lambda: '$(' * n,
        'sns-keys': lambda: '{' + ','.join('"APNS": "{\\"aps\\": {}}"' for _ in range(n)) + '}',
        'fcm-headers': lambda: '{"message": {"apns": {"headers": {' + ','.join('"h%d": 5' % i for i in range(n))
                               + '}, "payload": {"aps": {"sound": "x"}}}}}',
    }[kind]()

def timed(command):
    start = time.monotonic()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    return time.monotonic() - start

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--soundcheck', default='.build/release/soundcheck')
    parser.add_argument('--limit', type=float, default=8.0)
    arguments = parser.parse_args()
    manifest = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'samples', 'manifest.json')
    results = []
    with tempfile.TemporaryDirectory() as folder:
        for extension in SOURCE_EXTENSIONS:
            path = os.path.join(folder, 'f.' + extension)
            for pattern in SOURCE_PATTERNS:
                times = []
                for size in (100_000, 400_000):
                    with open(path, 'w', encoding='utf-8') as file:
                        file.write((pattern * (size // len(pattern) + 1))[:size])
                    times.append(timed([arguments.soundcheck, 'refs', path, '--manifest', manifest, '--format', 'json']))
                results.append((times[1] / max(times[0], 0.01), times[1], 'refs .' + extension, repr(pattern)))
        path = os.path.join(folder, 'p.json')
        for kind in ['sns-escapes', 'sns-quotes', 'expo-array', 'azure-templates', 'unclosed-expressions', 'sns-keys', 'fcm-headers']:
            times = []
            for count in (20_000, 80_000):
                with open(path, 'w', encoding='utf-8') as file:
                    file.write(payload(kind, count))
                times.append(timed([arguments.soundcheck, 'payloads', path, '--manifest', manifest, '--format', 'json']))
            results.append((times[1] / max(times[0], 0.01), times[1], 'payloads', kind))
    results.sort(reverse=True)
    print('4x the input should take about 4x the time; worst first:')
    for ratio, seconds, command, pattern in results[:10]:
        print('%5.1fx %6.2f s  %-14s %s' % (ratio, seconds, command, pattern))
    worst = results[0][0]
    print('linear-time: %d inputs, worst ratio %.1fx (limit %.1fx)' % (len(results), worst, arguments.limit))
    return 1 if worst > arguments.limit else 0

if __name__ == '__main__':
    sys.exit(main())
