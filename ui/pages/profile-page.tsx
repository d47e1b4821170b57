import * as m from '#ui-messages';
import { useEffect, type FormEvent } from 'react';
import type { Profile, ProfileField } from '../../core/account/account.model';
import { useDispatch, useSelector } from '../store';
import { AccountPage } from '../account/account-page';
import { RetryNotice } from '../shared/retry-notice';
import { selectProfileEdited, selectProfileState } from '../../core/account/account.selectors';

const FIELDS: readonly {
  readonly field: ProfileField;
  readonly label: string;
  readonly type: 'text' | 'email';
  readonly autoComplete: string;
}[] = [
  { field: 'first_name', label: m.account_first_name(), type: 'text', autoComplete: 'given-name' },
  { field: 'last_name', label: m.account_last_name(), type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: m.checkout_email(), type: 'email', autoComplete: 'email' },
];

/** The form shows once the profile has loaded, so the core runtime is there: its fields read the store directly. */
function ProfileForm({ profile }: { readonly profile: Profile }) {
  const dispatch = useDispatch();
  const { saving, fieldErrors, error, form } = useSelector(selectProfileState);
  const unchanged = !useSelector(selectProfileEdited);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'account/profileSaveRequested', payload: { changes: form } });
  };
  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      {FIELDS.map(({ field, label, type, autoComplete }) => {
        const fieldError = fieldErrors[field];
        const id = `profile-${field}`;
        return (
          <div key={field} className="field">
            <label htmlFor={id} className="field__label">
              {label}
            </label>
            <input
              id={id}
              className="field__input"
              type={type}
              autoComplete={autoComplete}
              value={form[field]}
              onChange={(event) =>
                dispatch({ type: 'account/profileFieldChangeRequested', payload: { field, value: event.target.value } })
              }
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
            />
            {fieldError ? (
              <p id={`${id}-error`} className="field__error" role="alert">
                {fieldError}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="field">
        <label htmlFor="profile-phone" className="field__label">
          {m.checkout_mobile_number()}
        </label>
        <input
          id="profile-phone"
          className="field__input field__input--readonly"
          type="tel"
          value={`${profile.phone_country_code || '+91'} ${profile.phone}`.trim()}
          readOnly
          aria-describedby="profile-phone-hint"
        />
        <p id="profile-phone-hint" className="field__hint">
          {m.account_phone_readonly_hint()}
        </p>
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="profile-form__actions">
        <button type="submit" className="button button--primary" disabled={saving || unchanged}>
          {saving ? m.checkout_saving() : m.account_save_changes()}
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={saving || unchanged}
          onClick={() => dispatch({ type: 'account/profileEditCancelRequested' })}
        >
          {m.chat_cancel()}
        </button>
      </div>
    </form>
  );
}

function ProfileView() {
  const dispatch = useDispatch();
  const { status, profile, error } = useSelector(selectProfileState);
  useEffect(() => {
    dispatch({ type: 'account/profileRequested' });
  }, [dispatch]);
  if (profile) return <ProfileForm profile={profile} />;
  if (status === 'failed') {
    return (
      <RetryNotice onRetry={() => dispatch({ type: 'account/profileRequested' })}>
        <p>{error}</p>
      </RetryNotice>
    );
  }
  return <p role="status">{m.account_loading_profile()}</p>;
}

/** /profile: name and email to view and edit; the mobile number is shown read-only. */
export function ProfilePage() {
  return (
    <AccountPage title={m.shell_profile()}>
      <ProfileView />
    </AccountPage>
  );
}
