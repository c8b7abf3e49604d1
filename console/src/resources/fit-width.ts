import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A page that fits its window: react-admin's layout grows to its content's widest line (`min-width: fit-content`), so a
 * wide table or a long tab bar widened the whole page past the window. `contain: inline-size` keeps the page out of that
 * measure (it takes the window's width, whatever it holds); a table wider than its card scrolls inside the card.
 */
export const FIT_WIDTH_SX: SxProps<Theme> = {
  contain: 'inline-size',
  minWidth: 0,
  // The page's column beside a possible aside is a flex item: without this it would not shrink below its widest line.
  '& .RaList-main, & .RaShow-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper, & .MuiTableContainer-root, & .fit-width-scroll': { overflowX: 'auto', maxWidth: '100%' },
};
