import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { Link, useLocation, useRoute, useSearch } from 'wouter';
import type { Worker } from '../../../shared/workers.ts';
import { DelayedSpinner } from '../../components/delayed-spinner.tsx';
import { PlusIcon } from '../../components/icons.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { DeleteWorkerModal } from '../../features/workers/delete-worker-modal.tsx';
import { OPENED_FROM_LIST, openedFromList } from '../../features/workers/form-route.ts';
import { useWorkerList } from '../../features/workers/use-worker-list.ts';
import { WorkerFormModal } from '../../features/workers/worker-form-modal.tsx';
import { WorkersTable } from '../../features/workers/workers-table.tsx';

const editHref = (worker: Worker) => `/workers/update?id=${worker.workerId}`;

/** /admin/workers, with the add and update forms at /admin/workers/add and /admin/workers/update?id=… over it. */
export function WorkersPage() {
  const [, navigate] = useLocation();
  const [adding] = useRoute('/workers/add');
  const [updating] = useRoute('/workers/update');
  const search = useSearch();
  const { resource, reload, workers, saved, removed } = useWorkerList();
  const [deleting, setDeleting] = useState<Worker | null>(null);

  const editedId = updating ? Number(new URLSearchParams(search).get('id')) : null;
  const edited = workers?.find((worker) => worker.workerId === editedId);
  const unknownWorker = updating && workers !== null && !edited;

  useEffect(() => {
    if (!unknownWorker) return;
    toast.error('No such worker.', { toastId: 'no-such-worker' });
    navigate('/workers', { replace: true });
  }, [unknownWorker, navigate]);

  function closeForm() {
    if (openedFromList()) window.history.back();
    else navigate('/workers', { replace: true });
  }

  function savedAndClose(worker: Worker) {
    saved(worker);
    closeForm();
  }

  return (
    <Panel
      titleId="workers-title"
      title="Workers"
      actions={
        <Link href="/workers/add" state={OPENED_FROM_LIST} className="button button--primary">
          <PlusIcon />
          Add Worker
        </Link>
      }
    >
      {resource.status === 'loading' && <DelayedSpinner delayMs={300} label="Loading workers" />}
      {resource.status === 'error' && <LoadFailure message={resource.message} onRetry={reload} />}
      {workers?.length === 0 && (
        <EmptyState title="No workers yet">
          <p>Add your kitchen and delivery staff; they can log in as soon as you save them.</p>
        </EmptyState>
      )}
      {workers && workers.length > 0 && <WorkersTable workers={workers} editHref={editHref} onDelete={setDeleting} />}

      {adding && <WorkerFormModal onClose={closeForm} onSaved={savedAndClose} />}
      {edited && <WorkerFormModal key={edited.workerId} worker={edited} onClose={closeForm} onSaved={savedAndClose} />}
      {deleting && <DeleteWorkerModal worker={deleting} onClose={() => setDeleting(null)} onDeleted={removed} />}
    </Panel>
  );
}
