/** The form toolbar's background (react-admin's is grey #e0e0e0): the background's teal-grey, a shade darker. */
export const toolbarBackground = '#eef3f3';
