// The club form: /clubs/create registers a club with it, the club's Admin tab edits one.
export { ClubForm, CLUB_FORM_PROBLEMS, type ClubFormProps } from './components/club-form';
export { toClubFormData, type ClubImageFiles } from './club-form-values';
export { registerRefusalOf, REGISTER_MESSAGES, type RegisterRefusal } from './register-refusal';
