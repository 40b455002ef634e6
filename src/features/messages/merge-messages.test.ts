import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../contract/schemas/chat';
import { formatDayLabel, formatMessageTime, mergeMessages, type ShownMessage } from './merge-messages';

const at = (minute: number) => Date.UTC(2026, 9, 1, 9, minute);
const msg = (id: string, minute: number, fromMe = false, message = `text ${id}`): ChatMessage => ({
  id,
  message,
  fromMe,
  createdAt: at(minute),
});

describe('mergeMessages', () => {
  it('merges pages by id and sorts by createdAt ascending', () => {
    const newest = [msg('c', 3), msg('b', 2)];
    const older = [msg('b', 2), msg('a', 1)];
    const merged = mergeMessages(mergeMessages([], newest), older);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the newer copy when the same id comes again', () => {
    const merged = mergeMessages([msg('a', 1, false, 'old')], [msg('a', 1, false, 'edited')]);
    expect(merged).toEqual([msg('a', 1, false, 'edited')]);
  });

  it("replaces a locally appended message by the server's copy of it", () => {
    const local: ShownMessage = { id: 'local-1', message: 'Hi there', fromMe: true, createdAt: at(10), local: true };
    const merged = mergeMessages([msg('a', 1), local], [msg('srv-9', 10, true, 'Hi there'), msg('a', 1)]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'srv-9']);
    expect(merged[1].local).toBeUndefined();
  });

  it('keeps a local message when only an older message with the same text arrives', () => {
    const local: ShownMessage = { id: 'local-1', message: 'Hi', fromMe: true, createdAt: at(50), local: true };
    const merged = mergeMessages([local], [msg('old', 1, true, 'Hi')]);
    expect(merged.map((m) => m.id)).toEqual(['old', 'local-1']);
  });

  it("does not let the other member's message replace a local one", () => {
    const local: ShownMessage = { id: 'local-1', message: 'Hi', fromMe: true, createdAt: at(10), local: true };
    const merged = mergeMessages([local], [msg('theirs', 10, false, 'Hi')]);
    expect(merged.map((m) => m.id).sort()).toEqual(['local-1', 'theirs']);
  });
});

describe('formatMessageTime', () => {
  it('shows the time alone for today and the date with the time otherwise', () => {
    const now = new Date(2026, 9, 1, 18, 0).getTime();
    const today = new Date(2026, 9, 1, 9, 5).getTime();
    const earlier = new Date(2026, 8, 28, 21, 30).getTime();
    expect(formatMessageTime(today, now)).toBe(
      new Date(today).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }),
    );
    expect(formatMessageTime(today, now)).toMatch(/9:05/);
    expect(formatMessageTime(earlier, now)).toMatch(/2026/);
    expect(formatMessageTime(earlier, now)).toMatch(/9:30|21:30/);
  });
});

describe('formatDayLabel', () => {
  const now = new Date(2026, 10, 24, 15, 0).getTime();

  it('reads Today and Yesterday by the calendar day, not by 24 hours', () => {
    expect(formatDayLabel(new Date(2026, 10, 24, 0, 5).getTime(), now)).toBe('Today');
    expect(formatDayLabel(new Date(2026, 10, 23, 23, 55).getTime(), now)).toBe('Yesterday');
    expect(formatDayLabel(new Date(2026, 10, 23, 0, 1).getTime(), now)).toBe('Yesterday');
  });

  it('names older days by their date, with the year only when it is not this one', () => {
    expect(formatDayLabel(new Date(2026, 9, 1, 9, 0).getTime(), now)).toMatch(/Oct/);
    expect(formatDayLabel(new Date(2026, 9, 1, 9, 0).getTime(), now)).not.toMatch(/2026/);
    expect(formatDayLabel(new Date(2025, 11, 31, 9, 0).getTime(), now)).toMatch(/2025/);
  });
});
