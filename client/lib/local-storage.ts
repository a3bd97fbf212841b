/**
 * This browser's localStorage, for what one screen remembers about itself (the kitchen's chime and printer). Private
 * browsing or a full disk may refuse it: reading then finds nothing, and writing keeps the choice for this visit only.
 */

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Refused: the page goes on with what it holds in memory.
  }
}
