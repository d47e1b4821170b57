import { badRequest } from './http-error';

/** A non-negative integer query parameter, capped at `max`, or `fallback` when it is absent; 400 otherwise. */
export function queryInteger(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw badRequest(`${name} must be a non-negative integer`);
  return Math.min(Number(raw), max);
}

/** Reads typed fields from a JSON body, answering 400 with the field's name when one is wrong. */
export class Fields {
  constructor(
    private readonly body: unknown,
    where = 'body',
  ) {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw badRequest(`${where} must be a JSON object`);
  }

  private get(name: string): unknown {
    return (this.body as Record<string, unknown>)[name];
  }

  string(name: string, options: { maxLength?: number } = {}): string {
    const value = this.get(name);
    if (typeof value !== 'string' || value.trim() === '')
      throw badRequest(`${name} is required and must be a non-empty string`);
    if (options.maxLength !== undefined && value.length > options.maxLength) {
      throw badRequest(`${name} must be at most ${options.maxLength} characters`);
    }
    return value;
  }

  optionalString(name: string, options: { maxLength?: number } = {}): string | undefined {
    return this.get(name) === undefined || this.get(name) === null ? undefined : this.string(name, options);
  }

  /** A string trimmed, '' when it is absent or null; 400 when it is not a string or is longer than `maxLength`. */
  text(name: string, maxLength: number): string {
    const value = this.get(name);
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
    if (value.length > maxLength) throw badRequest(`${name} must be at most ${maxLength} characters`);
    return value.trim();
  }

  integer(name: string, options: { min?: number; max?: number } = {}): number {
    const value = this.get(name);
    if (typeof value !== 'number' || !Number.isInteger(value))
      throw badRequest(`${name} is required and must be an integer`);
    if (options.min !== undefined && value < options.min) throw badRequest(`${name} must be at least ${options.min}`);
    if (options.max !== undefined && value > options.max) throw badRequest(`${name} must be at most ${options.max}`);
    return value;
  }

  optionalInteger(name: string, options: { min?: number; max?: number } = {}): number | undefined {
    return this.get(name) === undefined || this.get(name) === null ? undefined : this.integer(name, options);
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.get(name);
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'boolean') throw badRequest(`${name} must be true or false`);
    return value;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback?: T): T {
    const value = this.get(name);
    if ((value === undefined || value === null) && fallback !== undefined) return fallback;
    if (typeof value !== 'string' || !allowed.includes(value as T))
      throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
    return value as T;
  }

  array(name: string, options: { optional?: boolean; maxLength?: number } = {}): unknown[] {
    const value = this.get(name);
    if ((value === undefined || value === null) && options.optional) return [];
    if (!Array.isArray(value)) throw badRequest(`${name} must be an array`);
    if (options.maxLength !== undefined && value.length > options.maxLength)
      throw badRequest(`${name} has too many items`);
    return value;
  }

  raw(name: string): unknown {
    return this.get(name);
  }
}
