import { Card, CardContent, Typography } from '@mui/material';

/** One figure of the resume, large, with its label. */
export const FinanceFigure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Card variant="outlined" sx={{ minWidth: 170, flex: '1 1 170px' }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-figure={testId}>
        {value}
      </Typography>
    </CardContent>
  </Card>
);
