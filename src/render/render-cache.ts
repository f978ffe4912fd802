// Rendered pieces that never change once made, owned by the app: code excerpts per
// file and line, and log rows of shared records (the "Notified event" rows, whose
// message and context objects the listener table makes once). Only the time of a row
// differs between requests, so a row is kept as the markup around its time cell.
import { encoded, type SafeHtml } from './html.ts';

export class RenderCache {
  private readonly excerpts = new Map<string, SafeHtml | undefined>();
  private readonly rows = new WeakMap<object, readonly [string, string]>();
  private readonly byFrames = new WeakMap<object, Map<string, SafeHtml>>();

  /** The excerpt of `file` at `line` for `hook`; `build` runs once per key (our sources are finite). */
  excerpt(key: string, build: () => SafeHtml | undefined): SafeHtml | undefined {
    if (this.excerpts.has(key)) return this.excerpts.get(key);
    const built = build();
    // Kept joined and encoded: a page then adds one piece, not its many parts, and sends its bytes.
    const made = built === undefined ? undefined : encoded(built);
    this.excerpts.set(key, made);
    return made;
  }

  /** A piece that depends only on a list of frames (captured lists are interned: same throw site, same list). */
  frames(frames: object, kind: string, build: () => SafeHtml): SafeHtml {
    let pieces = this.byFrames.get(frames);
    if (pieces === undefined) this.byFrames.set(frames, (pieces = new Map()));
    let made = pieces.get(kind);
    if (made === undefined) pieces.set(kind, (made = encoded(build())));
    return made;
  }

  /** A log row for a shared context object: markup before and after its time. */
  row(context: object, build: () => readonly [string, string]): readonly [string, string] {
    let made = this.rows.get(context);
    if (made === undefined) this.rows.set(context, (made = build()));
    return made;
  }
}
