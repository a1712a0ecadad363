// rows come in date order: the day's start is worked out once per day
let lastDay = -1;
let lastDayMs = 0;

/**
 * Epoch milliseconds of a timestamptz as Postgres writes it in text (DateStyle ISO), e.g.
 * `2026-01-15 10:23:45.123456+00`, `2026-07-01 02:30:00+02`, `1899-12-31 23:40:28+00:19:32`,
 * `0044-03-15 12:00:00+00 BC`. Sub-millisecond digits are dropped, as a JS Date does. NaN for
 * anything else (infinity, another DateStyle). The worker reads dates as text because Postgres's
 * own conversions (extract epoch) and node-postgres's Date parsing cost more than this.
 */
export function pgTimestampMs(text: string): number {
  // fast path: four-digit year, the shape every export row has
  if (text.length >= 22 && text.charCodeAt(4) === 45 && text.charCodeAt(10) === 32) {
    const year = digits(text, 0, 4);
    const month = digits(text, 5, 2);
    const day = digits(text, 8, 2);
    const hour = digits(text, 11, 2);
    const minute = digits(text, 14, 2);
    const second = digits(text, 17, 2);
    let i = 19;
    let ms = 0;
    if (text.charCodeAt(i) === 46) {
      i++;
      for (let scale = 100, c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i)) {
        ms += (c - 48) * scale; // digits past the third add 0
        scale = scale > 1 ? scale / 10 : 0;
      }
    }
    const offset = offsetMs(text, i);
    if (year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour >= 0 && minute >= 0 && second >= 0 && !Number.isNaN(offset)) {
      const key = year * 10_000 + month * 100 + day;
      if (key !== lastDay) {
        lastDay = key;
        lastDayMs = Date.UTC(year, month - 1, day);
      }
      return lastDayMs + ((hour * 60 + minute) * 60 + second) * 1000 + ms - offset;
    }
  }
  return slowPath(text);
}

const SHAPE = /^(\d{4,})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d+))?([+-]\d\d(?::\d\d){0,2})( BC)?$/;

function slowPath(text: string): number {
  const m = SHAPE.exec(text);
  if (!m) return Number.NaN;
  // 1 BC is year 0 in ISO (and in JS dates)
  const year = m[9] ? 1 - Number(m[1]) : Number(m[1]);
  const d = new Date(0);
  d.setUTCFullYear(year, Number(m[2]) - 1, Number(m[3]));
  d.setUTCHours(Number(m[4]), Number(m[5]), Number(m[6]), m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0);
  return d.getTime() - offsetMs(m[8], 0);
}

/** `+HH`, `+HH:MM` or `+HH:MM:SS` at `i`, to the end of the text; NaN if it is not that. */
function offsetMs(text: string, i: number): number {
  const sign = text.charCodeAt(i);
  if (sign !== 43 && sign !== 45) return Number.NaN;
  const rest = text.length - i;
  if (rest !== 3 && rest !== 6 && rest !== 9) return Number.NaN;
  const hours = digits(text, i + 1, 2);
  const minutes = rest >= 6 && text.charCodeAt(i + 3) === 58 ? digits(text, i + 4, 2) : rest >= 6 ? -1 : 0;
  const seconds = rest === 9 && text.charCodeAt(i + 6) === 58 ? digits(text, i + 7, 2) : rest === 9 ? -1 : 0;
  if (hours < 0 || minutes < 0 || seconds < 0) return Number.NaN;
  const total = hours * 3600 + minutes * 60 + seconds;
  return (sign === 45 ? -total : total) * 1000;
}

/** The number written with `count` ASCII digits at `at`; -1 if one of them is not a digit. */
function digits(text: string, at: number, count: number): number {
  let n = 0;
  for (let i = at; i < at + count; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}
