/** A member's value of a custom field (GET /custom-fields/user) that has no users column of its own. */
export interface UserFieldValuesTable {
  user_id: number;
  field_id: string;
  /** Text as typed; a checkbox field's choices as a JSON array. */
  field_value: string;
}

export interface AccountDetailsTables {
  user_field_values: UserFieldValuesTable;
}
