export { StoreProvider, type StoreProviderProps } from './store-provider';
export { useDispatch, useSelector, useStore, type Dispatch, type Intent } from './hooks';
