// Rendered pieces that never change once made, owned by the app: code excerpts per
// file and line, and log rows of shared records (the "Notified event" rows, whose
// message and context objects the listener table makes once). Only the time of a row
// differs between requests, so a row is kept as the markup around its time cell.
import type { SafeHtml } from './html.ts';

export class RenderCache {
  private readonly excerpts = new Map<string, SafeHtml | undefined>();
  private readonly rows = new WeakMap<object, readonly [string, string]>();

  /** The excerpt of `file` at `line` for `hook`; `build` runs once per key (our sources are finite). */
  excerpt(key: string, build: () => SafeHtml | undefined): SafeHtml | undefined {
    if (this.excerpts.has(key)) return this.excerpts.get(key);
    const made = build();
    this.excerpts.set(key, made);
    return made;
  }

  /** A log row for a shared context object: markup before and after its time. */
  row(context: object, build: () => readonly [string, string]): readonly [string, string] {
    let made = this.rows.get(context);
    if (made === undefined) this.rows.set(context, (made = build()));
    return made;
  }
}
