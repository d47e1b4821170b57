import type { AccountEvent } from './account/account.events';
import type { AnalyticsEvent } from './analytics/analytics.events';
import type { AppEvent } from './app/app.events';
import type { CartEvent } from './cart/cart.events';
import type { CatalogEvent } from './catalog/catalog.events';
import type { ChatEvent } from './chat/chat.events';
import type { CheckoutEvent } from './checkout/checkout.events';
import type { NavigationEvent } from './navigation/navigation.events';
import type { MonitoringEvent } from './monitoring/monitoring.events';
import type { PersistEvent } from './persist/persist.events';
import type { RegionEvent } from './region/region.events';
import type { SearchEvent } from './search/search.events';
import type { SearchResultsEvent } from './results/search-results.events';
import type { SessionEvent } from './session/session.events';
import type { SnackbarEvent } from './snackbar/snackbar.events';
import type { SuggestionEvent } from './suggestion/suggestion.events';
import type { VoiceEvent } from './voice/voice.events';

/** Every event the store knows: intents from the UI and facts about what happened. */
export type Event =
  | AppEvent
  | PersistEvent
  | SessionEvent
  | CartEvent
  | ChatEvent
  | VoiceEvent
  | SuggestionEvent
  | SnackbarEvent
  | AnalyticsEvent
  | NavigationEvent
  | CatalogEvent
  | SearchEvent
  | SearchResultsEvent
  | AccountEvent
  | CheckoutEvent
  | MonitoringEvent
  | RegionEvent;

export type EventType = Event['type'];
export type EventOf<T extends EventType> = Extract<Event, { readonly type: T }>;

/** Where an event comes from. `core` marks events the core derives from other events. */
export type EventSource = 'ui' | 'http' | 'socket' | 'timer' | 'storage' | 'media' | 'core';

/** The source of each event type; a new event type does not compile until it is listed here. */
export const EVENT_SOURCES = {
  'app/startRequested': 'ui',
  'app/epicFailed': 'core',
  'app/errorReportRequested': 'ui',
  'monitoring/replaySent': 'core',
  'persist/rehydrated': 'storage',
  'persist/rehydrateFailed': 'storage',
  'persist/backedUp': 'storage',
  'persist/flushRequested': 'ui',
  'persist/shrunk': 'storage',
  'persist/writeFailed': 'storage',
  /** Ends a write the throttle's timer started, so where it falls among answers and pushes is the timer's. */
  'persist/written': 'timer',
  'persist/externalChange': 'storage',
  'session/started': 'core',
  'session/guestIdentified': 'storage',
  'session/loggedIn': 'http',
  'session/logoutRequested': 'ui',
  'session/forcedLogout': 'http',
  'session/loggedOutElsewhere': 'storage',
  'session/loggedOut': 'storage',
  'session/metadataReported': 'http',
  'session/languageChangeRequested': 'ui',
  'cart/created': 'http',
  'cart/createFailed': 'http',
  'cart/restored': 'storage',
  'cart/creationDeferred': 'storage',
  'cart/renewalStarted': 'core',
  'cart/completed': 'http',
  'cart/itemAddRequested': 'ui',
  'cart/customerCartCreated': 'http',
  'cart/itemAddSucceeded': 'http',
  'cart/itemAddFailed': 'http',
  'cart/lineQuantityRequested': 'ui',
  'cart/lineRemoveRequested': 'ui',
  'cart/refreshRequested': 'ui',
  'cart/linesSynced': 'http',
  'cart/lineChangeSkipped': 'core',
  'cart/lineChangeNotApplied': 'http',
  'cart/lineChangeFailed': 'http',
  'cart/refreshed': 'http',
  'cart/refreshFailed': 'http',
  'cart/reconcilingChanged': 'core',
  'cart/buyAgainRequested': 'ui',
  'cart/buyAgainFinished': 'http',
  'cart/couponApplyRequested': 'ui',
  'cart/couponRemoveRequested': 'ui',
  'cart/couponChanged': 'http',
  'cart/couponChangeSkipped': 'core',
  'cart/couponFailed': 'http',
  'chat/openRequested': 'ui',
  'chat/closeRequested': 'ui',
  'chat/sendRequested': 'ui',
  'chat/olderMessagesRequested': 'ui',
  'chat/errorDismissRequested': 'ui',
  'chat/socketStatusChanged': 'socket',
  'chat/reconnectingShown': 'timer',
  'chat/socketConnectDeferred': 'core',
  'chat/socketConnectStarted': 'socket',
  'chat/roomJoined': 'socket',
  'chat/roomLeft': 'socket',
  'chat/initiateStarted': 'core',
  'chat/initiated': 'http',
  'chat/initiateFailed': 'http',
  'chat/messagePending': 'core',
  'chat/messageSent': 'http',
  'chat/sendFailed': 'http',
  'chat/closedByServer': 'http',
  'chat/messageReceived': 'socket',
  'chat/messagesLoadStarted': 'core',
  'chat/messagesLoaded': 'http',
  'chat/messagesLoadFailed': 'http',
  'chat/typingChanged': 'socket',
  'chat/conversationCompleted': 'socket',
  'chat/scrollToBottomDue': 'timer',
  'chat/assistantItemsNamed': 'core',
  'chat/messageDropped': 'core',
  'voice/recordRequested': 'ui',
  'voice/stopRequested': 'ui',
  'voice/cancelRequested': 'ui',
  'voice/sendRequested': 'ui',
  'voice/permissionDialogCloseRequested': 'ui',
  'voice/recordingStarted': 'media',
  'voice/recordingCompleted': 'media',
  'voice/permissionDenied': 'media',
  'voice/recordingFailed': 'media',
  'voice/uploadStarted': 'core',
  'voice/presigned': 'http',
  'voice/uploaded': 'http',
  'voice/sendFailed': 'http',
  'voice/sent': 'http',
  'suggestion/loadStarted': 'core',
  'suggestion/loaded': 'http',
  'suggestion/failed': 'http',
  'snackbar/opened': 'core',
  'snackbar/closeRequested': 'ui',
  'snackbar/autoHidden': 'timer',
  'analytics/sessionEventReported': 'http',
  'navigation/redirected': 'core',
  'navigation/redirectClearRequested': 'ui',
  'catalog/categoriesRequested': 'ui',
  'catalog/listingRequested': 'ui',
  'catalog/categoryMoreRequested': 'ui',
  'catalog/productRequested': 'ui',
  'catalog/productSeen': 'core',
  'catalog/recentlyViewedRestored': 'storage',
  'catalog/productRetryRequested': 'ui',
  'catalog/railRequested': 'ui',
  'catalog/snapshotRestored': 'storage',
  'catalog/categoriesLoadStarted': 'core',
  'catalog/categoriesLoaded': 'http',
  'catalog/categoriesLoadFailed': 'http',
  'catalog/listingLoadStarted': 'core',
  'catalog/listingLoaded': 'http',
  'catalog/listingNotFound': 'http',
  'catalog/listingLoadFailed': 'http',
  'catalog/productLoadStarted': 'core',
  'catalog/productLoaded': 'http',
  'catalog/productNotFound': 'http',
  'catalog/productLoadFailed': 'http',
  'catalog/railLoadStarted': 'core',
  'catalog/railLoaded': 'http',
  'catalog/railLoadFailed': 'http',
  'search/queryChangeRequested': 'ui',
  'search/suggestionsLoadStarted': 'timer',
  'search/suggestionsLoaded': 'http',
  'search/failed': 'http',
  'results/requested': 'ui',
  'results/loadStarted': 'core',
  'results/loaded': 'http',
  'results/loadFailed': 'http',
  'account/loginOpenRequested': 'ui',
  'account/otpRequested': 'ui',
  'account/otpVerifyRequested': 'ui',
  'account/loginFieldChangeRequested': 'ui',
  'account/phoneChangeRequested': 'ui',
  'account/passwordFormSwitchRequested': 'ui',
  'account/passwordLoginRequested': 'ui',
  'account/registerRequested': 'ui',
  'account/passwordLoginStarted': 'core',
  'account/passwordLoginFailed': 'http',
  'account/registerStarted': 'core',
  'account/registerFailed': 'http',
  'account/profileRequested': 'ui',
  'account/profileFieldChangeRequested': 'ui',
  'account/profileEditCancelRequested': 'ui',
  'account/profileSaveRequested': 'ui',
  'account/ordersRequested': 'ui',
  'account/loginInvalid': 'core',
  'account/otpSendStarted': 'core',
  'account/otpSent': 'http',
  'account/otpSendFailed': 'http',
  'account/otpVerifyStarted': 'core',
  'account/otpVerifyFailed': 'http',
  'account/profileLoadStarted': 'core',
  'account/profileLoaded': 'http',
  'account/profileLoadFailed': 'http',
  'account/profileInvalid': 'core',
  'account/profileSaveStarted': 'core',
  'account/profileSaved': 'http',
  'account/profileSaveFailed': 'http',
  'account/ordersLoadStarted': 'core',
  'account/ordersLoaded': 'http',
  'account/ordersLoadFailed': 'http',
  'checkout/openRequested': 'ui',
  'checkout/fieldChangeRequested': 'ui',
  'checkout/deliveryPinCodeRequested': 'ui',
  'checkout/stepSubmitRequested': 'ui',
  'checkout/stepEditRequested': 'ui',
  'checkout/savedAddressChoiceRequested': 'ui',
  'checkout/saveAddressToggleRequested': 'ui',
  'checkout/addressesRequested': 'ui',
  'checkout/optionChoiceRequested': 'ui',
  'checkout/paymentChoiceRequested': 'ui',
  'checkout/placeOrderRequested': 'ui',
  'checkout/changesAcceptRequested': 'ui',
  'checkout/orderRequested': 'ui',
  'checkout/prefilled': 'core',
  'checkout/stepRejected': 'core',
  'checkout/stepAccepted': 'core',
  'checkout/pinCodeCheckStarted': 'core',
  'checkout/pinCodeChecked': 'http',
  'checkout/pinCodeCheckFailed': 'http',
  'checkout/detailsSaved': 'http',
  'checkout/optionsLoaded': 'http',
  'checkout/totalsLoaded': 'http',
  'checkout/shippingSaved': 'http',
  'checkout/paymentSaved': 'http',
  'checkout/stepFailed': 'http',
  'checkout/placeStarted': 'core',
  'checkout/orderPlaced': 'http',
  'checkout/completionRefused': 'http',
  'checkout/placeFailed': 'http',
  'checkout/cartExpired': 'http',
  'checkout/orderLoadStarted': 'core',
  'checkout/orderLoaded': 'http',
  'checkout/orderLoadFailed': 'http',
  'checkout/addressesLoadStarted': 'core',
  'checkout/addressesLoaded': 'http',
  'checkout/addressesLoadFailed': 'http',
  'checkout/addressSavedToAccount': 'http',
  'checkout/addressSaveFailed': 'http',
  /** Derived from the configuration, a cart's answer (told as its cart event) or the store's regions' answer. */
  'region/resolved': 'core',
  'region/lookupStarted': 'core',
  'region/lookupFailed': 'http',
} as const satisfies { readonly [T in EventType]: EventSource };

/** The event types the UI may dispatch. */
export type IntentType = { [T in EventType]: (typeof EVENT_SOURCES)[T] extends 'ui' ? T : never }[EventType];
