import type { CookiesPort } from '../../core/ports';

/** Cookies in memory. */
export class MemoryCookies implements CookiesPort {
  private readonly jar: Map<string, string>;

  constructor(initial: Readonly<Record<string, string>> = {}) {
    this.jar = new Map(Object.entries(initial));
  }

  read(name: string): string | null {
    return this.jar.get(name) ?? null;
  }

  set(name: string, value: string): void {
    this.jar.set(name, value);
  }

  remove(name: string): void {
    this.jar.delete(name);
  }

  snapshot(): Record<string, string> {
    return Object.fromEntries(this.jar);
  }
}
