import { Link } from 'wouter';
import type { Worker } from '../../../shared/workers.ts';
import { EditIcon, TrashIcon } from '../../components/icons.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { OPENED_FROM_LIST } from './form-route.ts';
import { TYPE_LABELS } from './worker-form-values.ts';
import './workers.css';

const SALARY = new Intl.NumberFormat();

interface WorkersTableProps {
  workers: Worker[];
  /** Where a worker's edit form opens (a route, so the back button closes it). */
  editHref: (worker: Worker) => string;
  onDelete: (worker: Worker) => void;
}

const COLUMNS: readonly TableColumn[] = [
  'Worker ID',
  'Name',
  'Email',
  'Phone',
  'Position',
  { label: 'Salary', kind: 'number' },
  'Join Date',
  'Type',
  'Vehicle',
  { label: 'Actions', kind: 'actions' },
];

/** Spec point 2: the staff table. Each row's edit and delete icons show on hover and on keyboard focus. */
export function WorkersTable({ workers, editHref, onDelete }: WorkersTableProps) {
  return (
    <Table caption="Workers" columns={COLUMNS}>
      {workers.map((worker) => (
        <tr key={worker.workerId}>
          <td>{worker.workerId}</td>
          <td className="data-table__text">{worker.name}</td>
          <td className="data-table__text workers-table__email">{worker.email}</td>
          <td>{worker.phone ? `+${worker.phone}` : <None />}</td>
          <td className="data-table__text">{worker.position}</td>
          <td className="data-table__number">{SALARY.format(worker.salary)}</td>
          <td>{worker.joinDate}</td>
          <td>{TYPE_LABELS[worker.role]}</td>
          <td className="data-table__text">{worker.vehicle ?? <None />}</td>
          <td className="data-table__actions-cell">
            <div className="data-table__actions">
              <Link href={editHref(worker)} state={OPENED_FROM_LIST} className="icon-button">
                <EditIcon />
                <span className="visually-hidden">Edit {worker.email}</span>
              </Link>
              <button type="button" className="icon-button icon-button--danger" onClick={() => onDelete(worker)}>
                <TrashIcon />
                <span className="visually-hidden">Delete {worker.email}</span>
              </button>
            </div>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** An empty cell: a dash to the eye, "None" to a screen reader. */
function None() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">None</span>
    </>
  );
}
