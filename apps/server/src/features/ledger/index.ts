export {
  createLedgerService,
  type TLedgerChange,
  type TLedgerKind,
  type TLedgerResult,
  type TLedgerService,
} from './service.js';
