// The chart lives with the shared components: the price verdict of a search result draws it too.
export { type HistoryPoint, historySummary, PriceHistoryChart } from '@/components/price-history-chart';
