export { StoreProvider, type StoreProviderProps } from './store-provider';
export {
  useDispatch,
  useLoginMethod,
  usePaymentFees,
  useSelector,
  useStore,
  type Dispatch,
  type Intent,
} from './hooks';
