/** The query of a matter's activity of one kind (FilterType=activityType), or of all kinds (null). */
export function kindFilterOf(kind: string | null): Record<string, string> {
  return kind ? { FilterType: 'activityType', Filter: kind } : {};
}
