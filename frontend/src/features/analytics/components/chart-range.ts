/** The days a chart covers, YYYY-MM-DD, both included (the query of each chart and its CSV). */
export interface ChartRange {
  from: string;
  to: string;
}
