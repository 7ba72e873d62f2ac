import {
  chmodSync,
  closeSync,
  constants,
  ftruncateSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's folder holds every booking and the manager's password hash, so it is its owner's alone:
 * made 0700, an existing one that is more open is closed (with a notice), and the files in it lose any group or
 * other bits. And one process at a time opens it: PGlite keeps the database in one process's memory over these
 * files, so a second opener (a second server, `npm run admin` while the server runs) would write beside the first
 * and each would overwrite the other (decision 008).
 */

const PRIVATE_DIR = 0o700;
const LOCK_FILE = 'lock';

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  constructor(dataDir: string, holderPid: number | null) {
    super(
      `The database in ${dataDir} is open in another process${holderPid === null ? '' : ` (pid ${holderPid})`}: ` +
        'the Turf server is running on it. Stop the server first, then try again.',
    );
  }
}

/** Creates the folder 0700, or makes an existing one private; `notice` hears about a folder it had to close. */
export function prepareDataDir(dataDir: string, notice: (message: string) => void): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  const mode = lstatSync(dataDir).mode & 0o777;
  if ((mode & 0o077) === 0) return;
  try {
    chmodSync(dataDir, PRIVATE_DIR);
    notice(`DATA_DIR ${dataDir} was open to other users (mode ${mode.toString(8)}): made it private (700)`);
  } catch (error) {
    notice(`DATA_DIR ${dataDir} is open to other users (mode ${mode.toString(8)}) and could not be closed: ${error}`);
  }
}

/** Takes group and other permissions off everything under `root` (files PGlite unpacks come world-writable). */
export function makePrivate(root: string): void {
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const mode = lstatSync(file).mode & 0o777;
    if ((mode & 0o077) !== 0) chmodSync(file, mode & 0o700);
  }
}

/** What a holder writes into the lock file: only for messages and for cleaning up after it, never for liveness. */
interface LockRecord {
  pid: number;
  /** The holder's PGlite socket folder, so the next holder can remove it if the holder was killed. */
  socketDir?: string;
}

export interface DataDirLock {
  /** What the previous holder recorded (it is gone: the lock is ours). */
  readonly previous: Partial<LockRecord>;
  record(details: Omit<LockRecord, 'pid'>): void;
  release(): void;
}

interface LockApi {
  tryLock(fd: number): boolean;
}

let lockApi: Promise<LockApi | Error> | undefined;
/** The OS lock, from a native addon with prebuilt binaries for Linux, macOS and Windows; an Error where it has none. */
function loadLockApi(): Promise<LockApi | Error> {
  lockApi ??= import('fs-native-extensions').then(
    (module) => module.default as LockApi,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
  return lockApi;
}

function readRecord(fd: number): Partial<LockRecord> {
  try {
    const parsed = JSON.parse(readFileSync(fd, 'utf8')) as Partial<LockRecord>;
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

function writeRecord(fd: number, record: LockRecord): void {
  ftruncateSync(fd, 0);
  writeSync(fd, JSON.stringify(record), 0);
}

/**
 * Takes the folder for this process or throws DataDirInUseError. The lock is the kernel's (an open-file-description
 * lock on `DATA_DIR/lock`): it goes when its process does, kill -9 included, and no pid can be mistaken for a live
 * holder. `notice` hears it when this platform has no such lock (the folder is then opened unguarded).
 */
export async function lockDataDir(dataDir: string, notice: (message: string) => void): Promise<DataDirLock> {
  const fd = openSync(path.join(dataDir, LOCK_FILE), constants.O_RDWR | constants.O_CREAT, 0o600);
  const api = await loadLockApi();
  if (api instanceof Error) {
    notice(`DATA_DIR cannot be locked on this platform (${api.message}): stop the server before npm run admin`);
  } else if (!api.tryLock(fd)) {
    const holder = readRecord(fd).pid;
    closeSync(fd);
    throw new DataDirInUseError(dataDir, typeof holder === 'number' ? holder : null);
  }
  const previous = readRecord(fd);
  writeRecord(fd, { pid: process.pid });
  let released = false;
  return {
    previous,
    record(details) {
      if (!released) writeRecord(fd, { pid: process.pid, ...details });
    },
    release() {
      if (released) return;
      released = true;
      closeSync(fd);
    },
  };
}
