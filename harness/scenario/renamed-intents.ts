import type { IntentType } from '../../core/events';

/**
 * The intents renamed when every intent came to end in 'Requested' (issue 24 item 6), old name to new: a scenario file
 * written before that names the new one in its error instead of calling the old one unknown.
 */
export const RENAMED_INTENTS: { readonly [old: string]: IntentType } = {
  'app/started': 'app/startRequested',
  'app/uiErrorCaught': 'app/errorReportRequested',
  'chat/errorDismissed': 'chat/errorDismissRequested',
  'voice/permissionDialogClosed': 'voice/permissionDialogCloseRequested',
  'navigation/completed': 'navigation/redirectClearRequested',
  'catalog/categoryViewed': 'catalog/listingRequested',
  'catalog/productViewed': 'catalog/productRequested',
  'search/queryChanged': 'search/queryChangeRequested',
  'results/viewed': 'results/requested',
  'account/loginOpened': 'account/loginOpenRequested',
  'account/otpSubmitted': 'account/otpVerifyRequested',
  'account/passwordFormSwitched': 'account/passwordFormSwitchRequested',
  'checkout/opened': 'checkout/openRequested',
  'checkout/fieldChanged': 'checkout/fieldChangeRequested',
  'checkout/stepSubmitted': 'checkout/stepSubmitRequested',
  'checkout/savedAddressChosen': 'checkout/savedAddressChoiceRequested',
  'checkout/saveAddressToggled': 'checkout/saveAddressToggleRequested',
  'checkout/optionChosen': 'checkout/optionChoiceRequested',
  'checkout/paymentChosen': 'checkout/paymentChoiceRequested',
  'checkout/changesAccepted': 'checkout/changesAcceptRequested',
  'checkout/orderViewed': 'checkout/orderRequested',
};
