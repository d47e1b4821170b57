import { useCallback } from 'react';
import type { LoginInput } from '../../core/account/account.model';
import { selectLoginState } from '../../core/account/account.selectors';
import { useStoreText } from '../shared/use-store-text';
import { useDispatch, useSelector } from '../store';

/**
 * A login field's text, kept in the account slice: what it shows and what to call as the shopper types. The login page
 * shows before the core runtime on a direct load, so text typed before the store applies it shows as typed.
 */
export function useLoginField(field: LoginInput): readonly [text: string, onChange: (text: string) => void] {
  const dispatch = useDispatch();
  const { fields } = useSelector(selectLoginState);
  const send = useCallback(
    (value: string) => dispatch({ type: 'account/loginFieldChangeRequested', payload: { field, value } }),
    [dispatch, field],
  );
  return useStoreText(fields[field], send);
}
