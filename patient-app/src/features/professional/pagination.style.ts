/** TablePagination on a phone: its parts wrap onto a second line instead of running off the screen. */
export const PAGINATION_SX = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0, rowGap: 0.5 },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
} as const;
