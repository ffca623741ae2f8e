import { WALLET_PROGRAM_INFO, type WalletProgram } from '@core/miles/wallet-programs';

/** The <option>s of a programme <select>, by their pt-BR names. */
export function ProgramOptions({ codes }: { codes: readonly WalletProgram[] }) {
  return codes.map((code) => (
    <option key={code} value={code}>
      {WALLET_PROGRAM_INFO[code].name}
    </option>
  ));
}
