// A page's labellings as the decisions after the nets take them: the Viterbi labels and the unary labels, which are
// one array when the model decodes without pairwise terms.

/**
 * `change` applied to each labelling (it returns a copy); a labelling given twice is changed once and its result
 * given for both, as the one array was.
 */
export function eachLabelling(labelings: readonly Uint8Array[], change: (labels: Uint8Array) => Uint8Array): Uint8Array[] {
  const results: Uint8Array[] = [];
  return labelings.map((labels, k) => {
    const earlier = labelings.indexOf(labels);
    if (earlier < k) return results[earlier];
    results[k] = change(labels);
    return results[k];
  });
}
