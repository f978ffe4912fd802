// Rendered pieces that never change once made, owned by the app: code excerpts per
// file and line, and log rows of shared records (the "Notified event" rows, whose
// message and context objects the listener table makes once, and the deprecations).
// Only the time of a row differs between requests, so a row is kept as the markup
// around its time cell.
import { encoded, type SafeHtml } from './html.ts';

export class RenderCache {
  private readonly excerpts = new Map<string, SafeHtml | undefined>();
  private readonly rows = new WeakMap<object, { readonly message: string; readonly around: readonly [string, string] }>();
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

  /**
   * A log row: markup before and after its time. A frozen context is one made once for
   * one row and shared by every request's record of it: its row is kept. Any other
   * context belongs to one request, so its row is built and not kept; so is a row whose
   * message is not the one its context was first seen with.
   */
  row(context: object, message: string, build: () => readonly [string, string]): readonly [string, string] {
    if (!Object.isFrozen(context)) return build();
    const made = this.rows.get(context);
    if (made !== undefined) return made.message === message ? made.around : build();
    const around = build();
    this.rows.set(context, { message, around });
    return around;
  }
}
