/**
 * An exclusive-mode Web Locks stand-in shared by several "tabs". `crash(owner)` frees what a tab held, as
 * the browser does when a tab is closed or reloaded in the middle of its work.
 */
export class LockHub {
  private holder: { owner: string; release: () => void } | null = null;
  private readonly waiting: { owner: string; grant: () => void }[] = [];
  maxConcurrentHolders = 0;
  private holders = 0;
  private readonly dead = new Set<string>();

  forOwner(owner: string): LockManager {
    return {
      request: ((_name: string, callback: () => Promise<unknown>) =>
        this.request(owner, callback)) as LockManager['request'],
      query: async () => ({ held: [], pending: [] }),
    };
  }

  private async request(owner: string, callback: () => Promise<unknown>): Promise<unknown> {
    // A closed tab asks for nothing any more; code of it still running in this test process waits forever.
    if (this.dead.has(owner)) return new Promise(() => {});
    const release = await new Promise<() => void>((grant) => {
      if (!this.holder) grant(this.take(owner));
      else this.waiting.push({ owner, grant: () => grant(this.take(owner)) });
    });
    try {
      return await callback();
    } finally {
      release();
    }
  }

  private take(owner: string): () => void {
    this.holders += 1;
    this.maxConcurrentHolders = Math.max(this.maxConcurrentHolders, this.holders);
    const release = () => {
      if (this.holder?.release !== release) return;
      this.holders -= 1;
      this.holder = null;
      this.waiting.shift()?.grant();
    };
    this.holder = { owner, release };
    return release;
  }

  /** The tab `owner` died: its lock goes, and it never waits for one again. */
  crash(owner: string): void {
    this.dead.add(owner);
    for (let i = this.waiting.length - 1; i >= 0; i--) if (this.waiting[i]?.owner === owner) this.waiting.splice(i, 1);
    if (this.holder?.owner === owner) this.holder.release();
  }
}
