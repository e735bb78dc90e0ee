import { toHex, type Address } from "viem";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";

/**
 * Addresses of the HD wallet under one parent path (`m/44'/<coin>'/0'/0`), child `i` = address index.
 * Turning the mnemonic into a seed (PBKDF2, ~30 ms of blocked event loop) happens once per deriver; each
 * address after that is one child derivation.
 */
export function hdAddressDeriver(mnemonic: string, parentPath: string): (index: number) => Address {
  let parent: ReturnType<ReturnType<typeof mnemonicToAccount>["getHdKey"]> | undefined;
  return (index) => {
    if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) {
      throw new RangeError(`HD address index out of range: ${index}`);
    }
    // viem types the path as Ethereum's (coin 60) but derives any BIP-32 path.
    parent ??= mnemonicToAccount(mnemonic, { path: parentPath as `m/44'/60'/${string}` }).getHdKey();
    const child = parent.deriveChild(index);
    if (!child.privateKey) throw new Error("HD derivation gave no private key");
    return privateKeyToAccount(toHex(child.privateKey)).address;
  };
}
