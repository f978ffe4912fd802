// Response headers kept in the order they were first set, keyed case-insensitively.
// Setting an existing header replaces its value in place: that rule alone produces the
// observed header order (e.g. X-Previous-Debug-Token after X-Robots-Tag).

export class HeaderBag {
  private readonly entries = new Map<string, { name: string; value: string }>();

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [name, value] of Object.entries(initial)) this.set(name, value);
  }

  set(name: string, value: string): void {
    const key = name.toLowerCase();
    const existing = this.entries.get(key);
    if (existing) existing.value = value;
    else this.entries.set(key, { name, value });
  }

  get(name: string): string | undefined {
    return this.entries.get(name.toLowerCase())?.value;
  }

  has(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  remove(name: string): void {
    this.entries.delete(name.toLowerCase());
  }

  /** [name, value] pairs in order, names as first set. */
  list(): Array<[string, string]> {
    return [...this.entries.values()].map(({ name, value }) => [name, value]);
  }
}
