import * as m from '#ui-messages';
import type { RootState } from '../../core/root.reducer';
import { useDispatch, useSelector } from '../store';
import { selectSnackbar } from '../../core/snackbar/snackbar.selectors';

/**
 * The notification at the top right. The message is shown as plain text, never as HTML.
 * Both live regions stay in the page so screen readers announce what appears in them:
 * errors at once (role="alert"), the rest politely (role="status").
 */
export function Snackbar() {
  const { show, status, message, openings } = useSelector(selectSnackbar);
  const dispatch = useDispatch();
  const notice = show ? (
    <Notice
      key={openings}
      status={status}
      message={message}
      onClose={() => dispatch({ type: 'snackbar/closeRequested' })}
    />
  ) : null;
  const isError = status === 'error';
  return (
    <div className="snackbar-host">
      <div role="alert" aria-atomic="true" className="snackbar-live">
        {isError ? notice : null}
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className="snackbar-live">
        {isError ? null : notice}
      </div>
    </div>
  );
}

interface NoticeProps {
  readonly status: RootState['snackbar']['status'];
  readonly message: string;
  readonly onClose: () => void;
}

function Notice({ status, message, onClose }: NoticeProps) {
  return (
    <div className={`snackbar snackbar--${status}`}>
      <p className="snackbar__message">{message}</p>
      <button type="button" className="snackbar__close" aria-label={m.shell_close_notification()} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
