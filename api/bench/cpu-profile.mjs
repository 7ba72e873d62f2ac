// For bench/profile-read.ts: loaded with `--import` (NODE_OPTIONS refuses --cpu-prof), starts V8's sampling profiler
// on SIGUSR2, once the server is warm, and writes PROFILE_DIR/PROFILE_NAME.cpuprofile when the process exits.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL_US ?? 200) });
let started = false;
process.on('SIGUSR2', () => {
  started = true;
  session.post('Profiler.start');
});
process.on('exit', () => {
  if (!started) return;
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    const file = `${process.env.PROFILE_DIR ?? '/tmp/turf-profile'}/${process.env.PROFILE_NAME ?? process.pid}.cpuprofile`;
    writeFileSync(file, JSON.stringify(result.profile));
  });
});
