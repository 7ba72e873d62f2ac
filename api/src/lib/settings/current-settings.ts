import type { Settings, VersionedSettings } from '@turf/sync-contract/schemas';
import type { SettingsAnswer } from './settings-answer';

/**
 * The venue's settings, kept in memory: every page load reads them and every booking request is priced and bounded by
 * them, while the manager changes them a few times a year. Versions only grow, so the rule is one line: hold the
 * highest version seen. This process's own saves are offered at once; other processes' arrive as a notification, on
 * which the latest version is read again (plugins/app/settings.ts). A notification missed while the listening
 * connection was down is made good by reading again when it is back, so nothing here expires.
 */
export class CurrentSettings {
  private held: SettingsAnswer | undefined;
  // Reads run one after another, so the last one asked for is the last one applied: a read that began before a
  // change can never land after the read that sees it.
  private reading: Promise<unknown> = Promise.resolve();
  private readonly listeners: ((current: VersionedSettings) => void)[] = [];

  constructor(
    private readonly load: () => Promise<VersionedSettings>,
    private readonly prepare: (current: VersionedSettings) => SettingsAnswer,
  ) {}

  /** The answer to send now, bytes and ETag ready. The app reads the first version before it serves (`refresh`). */
  get answer(): SettingsAnswer {
    if (this.held === undefined) throw new Error('The settings were not read before they were used');
    return this.held;
  }

  get settings(): Settings {
    return this.answer.current.settings;
  }

  /**
   * A version this process saved or read: held unless a newer one is held already. The same version again replaces
   * it, so a row corrected by hand is served once it is read.
   */
  offer(current: VersionedSettings): void {
    if (this.held !== undefined && current.version < this.held.current.version) return;
    const before = this.held;
    this.held = this.prepare(current);
    if (before?.body === this.held.body) return;
    for (const listener of this.listeners) listener(current);
  }

  /** `listener` hears every document held from now on that differs from the one held before it (the pages follow). */
  onChange(listener: (current: VersionedSettings) => void): void {
    this.listeners.push(listener);
  }

  /** Reads the latest version (after any read already asked for) and holds it. A failed read keeps what is held. */
  refresh(): Promise<void> {
    const read = this.reading.then(async () => this.offer(await this.load()));
    this.reading = read.catch(() => {});
    return read;
  }
}
