# Prints the printer drive's payloads (one JSON a line, the first 60) with CPython 2.7's repr, in
# the drive's layout: a marker line, the value as json.dumps writes it, then repr(value).
# Run once with Python 2 (CI has none): python2 python2-repr-drive.py payloads.jsonl > python2-repr-drive.txt
# (payloads.jsonl: APS_DRIVE_DUMP=folder swift test --filter PrinterDriveTests writes it).
import io, json, sys
out = io.open(sys.stdout.fileno(), 'w', encoding='utf-8')
for line in io.open(sys.argv[1], encoding='utf-8').readlines()[:60]:
    d = json.loads(line)
    out.write(u'--APS-DRIVE--\n' + json.dumps(d, ensure_ascii=False) + u'\n' + repr(d).decode('ascii') + u'\n')
