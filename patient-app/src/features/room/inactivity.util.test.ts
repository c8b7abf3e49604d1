import { describe, expect, it } from 'vitest';
import { inactivityPhase, inputResetsWait, nextCheckInMs } from './inactivity.util';

const limits = { inactivitySeconds: 600, countdownSeconds: 60 };
const t0 = Date.parse('2026-06-15T12:00:00.000Z');
const after = (seconds: number) => t0 + seconds * 1000;

describe('inactivityPhase', () => {
  it('stays active until the inactivity time has passed', () => {
    expect(inactivityPhase(t0, t0, limits)).toEqual({ kind: 'active' });
    expect(inactivityPhase(t0, after(599.9), limits)).toEqual({ kind: 'active' });
  });

  it('then prompts with the countdown, rounded up', () => {
    expect(inactivityPhase(t0, after(600), limits)).toEqual({ kind: 'prompt', secondsLeft: 60 });
    expect(inactivityPhase(t0, after(600.2), limits)).toEqual({ kind: 'prompt', secondsLeft: 60 });
    expect(inactivityPhase(t0, after(659.5), limits)).toEqual({ kind: 'prompt', secondsLeft: 1 });
  });

  it('expires when the countdown reaches 0', () => {
    expect(inactivityPhase(t0, after(660), limits)).toEqual({ kind: 'expired' });
    expect(inactivityPhase(t0, after(3600), limits)).toEqual({ kind: 'expired' });
  });

  it('counts from the last input: "I\'m here" starts again', () => {
    expect(inactivityPhase(after(640), after(650), limits)).toEqual({ kind: 'active' });
  });

  it('a zero countdown disconnects right at the inactivity time', () => {
    expect(inactivityPhase(t0, after(10), { inactivitySeconds: 10, countdownSeconds: 0 })).toEqual({ kind: 'expired' });
  });

  it('treats a clock that went back as no time passed', () => {
    expect(inactivityPhase(t0, after(-30), limits)).toEqual({ kind: 'active' });
  });
});

describe('inputResetsWait', () => {
  it('lets input restart the wait only before the prompt', () => {
    expect(inputResetsWait({ kind: 'active' })).toBe(true);
    expect(inputResetsWait({ kind: 'prompt', secondsLeft: 10 })).toBe(false);
    expect(inputResetsWait({ kind: 'expired' })).toBe(false);
  });
});

describe('nextCheckInMs', () => {
  it('waits until the prompt (at most a second), then ticks every second', () => {
    expect(nextCheckInMs(t0, after(599.7), limits)).toBe(300);
    expect(nextCheckInMs(t0, after(10), limits)).toBe(1000);
    expect(nextCheckInMs(t0, after(620), limits)).toBe(1000);
  });
});
