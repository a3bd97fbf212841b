/**
 * The dashboard's calls: one GET per chart with its date filter (empty dates sent as they are), the KPI strip, and the
 * kitchen's ticket times.
 */
import {
  INSIGHT_CHARTS,
  insightKpisAnswer,
  insightSeriesAnswer,
  insightTicketTimesAnswer,
  type InsightChart,
  type InsightKpis,
  type InsightSeries,
  type InsightTicketTimes,
} from '../../../shared/insights.ts';
import { api } from '../../lib/api.ts';
import type { DateFilter } from './date-filter.ts';

export async function fetchSeries(
  chart: InsightChart,
  filter: DateFilter,
  signal: AbortSignal,
): Promise<InsightSeries> {
  const searchParams = { startDate: filter.startDate, endDate: filter.endDate };
  const answer = await api.get(`insights/${INSIGHT_CHARTS[chart]}`, { searchParams, signal }).json();
  return insightSeriesAnswer.parse(answer).data;
}

export async function fetchKpis(signal: AbortSignal): Promise<InsightKpis> {
  return insightKpisAnswer.parse(await api.get('insights/kpis', { signal }).json()).data;
}

export async function fetchTicketTimes(signal: AbortSignal): Promise<InsightTicketTimes> {
  return insightTicketTimesAnswer.parse(await api.get('insights/ticket-times', { signal }).json()).data;
}
