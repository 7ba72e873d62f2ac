import type { Block } from '@turf/sync-contract/schemas';
import { useAdminText } from '../../../i18n/admin-text';
import { describeFailure } from '../shared/describe-failure';
import { useDeleteBlocks } from './api/delete-block';

/**
 * `Unblock all 16 slots`: a whole day blocked (a tournament called off) opened again in one tap, not sixteen. Shown
 * when the day has more than one block; `onDone` says how many opened, and takes the focus the gone button had.
 */
export function UnblockDay({
  date,
  blocks,
  disabled,
  onDone,
}: {
  date: string;
  blocks: readonly Block[];
  disabled: boolean;
  onDone: (count: number) => void;
}) {
  const admin = useAdminText();
  const text = admin.schedule;
  const unblock = useDeleteBlocks();
  return (
    <>
      <button
        type="button"
        className="adm-button adm-button--quiet"
        disabled={disabled || unblock.isPending}
        onClick={() =>
          unblock.mutate(
            blocks.map((block) => block._id),
            { onSuccess: () => onDone(blocks.length) },
          )
        }
      >
        {unblock.isPending ? text.unblockingDay : text.unblockDay(blocks.length)}
        <span className="adm-sr-only">{text.blockSlotsOn(date)}</span>
      </button>
      {unblock.error && (
        <p className="adm-error" role="alert">
          {describeFailure(unblock.error, admin)}
        </p>
      )}
    </>
  );
}
