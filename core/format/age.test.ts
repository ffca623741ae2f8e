import { describe, expect, it } from 'vitest';
import { seenAgoText } from './age';

describe('seenAgoText', () => {
  const now = new Date();
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

  it('says minutes, hours and days, rounded down', () => {
    expect(seenAgoText(ago(0), now)).toBe('visto agora');
    expect(seenAgoText(ago(5), now)).toBe('visto há 5 min');
    expect(seenAgoText(ago(59), now)).toBe('visto há 59 min');
    expect(seenAgoText(ago(3 * 60 + 20), now)).toBe('visto há 3 h');
    expect(seenAgoText(ago(24 * 60), now)).toBe('visto há 1 dia');
    expect(seenAgoText(ago(2 * 24 * 60 + 90), now)).toBe('visto há 2 dias');
  });

  it('reads a sighting a little ahead of our clock as now, and an unreadable date as nothing', () => {
    expect(seenAgoText(ago(-3), now)).toBe('visto agora');
    expect(seenAgoText('ontem', now)).toBeNull();
  });
});
