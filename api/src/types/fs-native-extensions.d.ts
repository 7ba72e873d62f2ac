/** The part of fs-native-extensions (holepunch) this app uses; the package ships no types. */
declare module 'fs-native-extensions' {
  /** Takes an exclusive (or `shared`) lock on the file's bytes without waiting; false when another holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
  const api: { tryLock: typeof tryLock; unlock: typeof unlock };
  export default api;
}
