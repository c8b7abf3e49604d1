import { getContrastRatio, lighten } from '@mui/material/styles';
import { productPalette } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import { toolbarBackground } from './product-palette';
import { statusChipLook } from './status-colors';

const AA = 4.5;
const colours = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

describe('the console palette reads at WCAG AA', () => {
  it.each(colours)('%s: white text on it, also on a hovered chip (8 % lighter)', (name) => {
    const { main } = productPalette[name];
    expect(getContrastRatio('#ffffff', main)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio('#ffffff', lighten(main, 0.08))).toBeGreaterThanOrEqual(AA);
  });

  it.each(colours)('%s: as text on white, on the background and on the form toolbar', (name) => {
    const { main } = productPalette[name];
    for (const background of ['#ffffff', productPalette.background.default, toolbarBackground]) {
      expect(getContrastRatio(main, background)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('keeps the patient app’s primary and secondary', () => {
    expect(productPalette.primary.main).toBe('#00695c');
    expect(productPalette.secondary.main).toBe('#1565c0');
  });
});

describe('status colours, one mapping', () => {
  it('appointments as in the apps: scheduled info, paid primary, no-show error, cancelled outlined grey', () => {
    expect(statusChipLook('appointment', 'SCHEDULED')).toEqual({ color: 'info', variant: 'filled' });
    expect(statusChipLook('appointment', 'PAID')).toEqual({ color: 'primary', variant: 'filled' });
    expect(statusChipLook('appointment', 'IN_ATTENDANCE')).toEqual({ color: 'warning', variant: 'filled' });
    expect(statusChipLook('appointment', 'FINISHED_BY_PROFESSIONAL')).toEqual({ color: 'success', variant: 'filled' });
    expect(statusChipLook('appointment', 'NO_SHOW')).toEqual({ color: 'error', variant: 'filled' });
    expect(statusChipLook('appointment', 'CANCELLED')).toEqual({ color: 'default', variant: 'outlined' });
  });

  it('an unknown status is neutral grey', () => {
    expect(statusChipLook('person', 'SOMETHING_NEW')).toEqual({ color: 'default', variant: 'filled' });
  });
});
