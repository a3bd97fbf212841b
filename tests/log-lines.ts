/** Reading Forkcast's JSON log lines in tests that look for secrets in them. */

/**
 * The log without the fields that are long numbers by nature (timestamps, durations, process ids) or look like them
 * (request ids are UUIDs, whose digit groups can pass for a card number). Lines that are not JSON stay as they are.
 */
export function scrubbedLog(lines: string[]): string {
  return lines
    .filter(Boolean)
    .map((line) => {
      try {
        const {
          time: _time,
          responseTime: _took,
          pid: _pid,
          reqId: _id,
          ...rest
        } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(rest);
      } catch {
        return line;
      }
    })
    .join('\n');
}
