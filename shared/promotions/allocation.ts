/**
 * Spreads an amount over lines in proportion to their amounts, to the minor unit
 * (docs/decisions.md §12.1): each line gets the floor of its exact share, and the few units the
 * floors leave go to the largest line (then the next largest, should a line be too small to take
 * them). The result sums to the amount exactly, and no line gets more than its own amount or
 * less than zero. An amount above the lines' sum is capped at the sum.
 */
export const allocateProportionally = (amountMinor: number, lineAmounts: readonly number[]): number[] => {
  const total = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const amount = Math.min(Math.max(0, Math.trunc(amountMinor)), total);
  if (amount === 0) return lineAmounts.map(() => 0);
  const shares = lineAmounts.map((line) => Number((BigInt(amount) * BigInt(line)) / BigInt(total)));
  let remainder = amount - shares.reduce((sum, share) => sum + share, 0);
  // Largest line first; equal lines keep their order, so the same cart always allocates the same way.
  const bySize = lineAmounts
    .map((line, index) => ({ line, index }))
    .sort((a, b) => b.line - a.line || a.index - b.index);
  for (const { line, index } of bySize) {
    if (remainder === 0) break;
    const room = line - shares[index]!;
    const taken = Math.min(room, remainder);
    shares[index] = shares[index]! + taken;
    remainder -= taken;
  }
  return shares;
};
