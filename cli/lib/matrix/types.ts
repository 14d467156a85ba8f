/** The covering-array vocabulary, shared by the constructions and the greedy. */

export type FactorValue = string | number | boolean;
export interface Factor {
  name: string;
  values: readonly FactorValue[];
}
export type Config = Record<string, FactorValue>;
/** A partial configuration used by constraints: factor name -> value. */
export type Assignment = Readonly<Record<string, FactorValue>>;
/**
 * Constraints are data. 'requires': a configuration matching all of `if` must match all of `then`
 * (e.g. GEETESTVCODE3 needs GEETEST3). 'forbid': no configuration may match all of `when`.
 */
export type Constraint = { kind: 'requires'; if: Assignment; then: Assignment } | { kind: 'forbid'; when: Assignment };
export type Strength = 2 | 3;
