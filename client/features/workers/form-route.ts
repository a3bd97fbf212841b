/**
 * The worker forms are routes over the list (/admin/workers/add, /admin/workers/update?id=12), so the browser's back
 * button closes them. A form opened from the list carries this history state; closing it then goes back, and the
 * history holds no stale form for the back button to reopen.
 */
export const OPENED_FROM_LIST = { workerFormOverList: true } as const;

export function openedFromList(): boolean {
  return (window.history.state as Partial<typeof OPENED_FROM_LIST> | null)?.workerFormOverList === true;
}
