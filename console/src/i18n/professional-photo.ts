/** Strings of a professional's photo (merged into en.ts and pt-br.ts under `resources.professionals.photo`). */
export const professionalPhotoEn = {
  choose: 'Choose a photo',
  replace: 'Replace the photo',
  remove: 'Remove the photo',
  remove_title: 'Remove the photo?',
  remove_confirm: 'The photo of %{name} will be removed. Its public pages will show no photo.',
  uploading: 'Sending the photo…',
  uploaded: 'Photo saved',
  removed: 'Photo removed',
  none: 'No photo',
  hint: 'JPEG, PNG or WebP, up to %{max} MB. It is saved as soon as you choose it, and shown publicly.',
  after_create: 'Save the professional first: the photo is added on the edit page.',
  alt: 'Photo of %{name}',
};

export const professionalPhotoPtBr: typeof professionalPhotoEn = {
  choose: 'Escolher uma foto',
  replace: 'Trocar a foto',
  remove: 'Remover a foto',
  remove_title: 'Remover a foto?',
  remove_confirm: 'A foto de %{name} será removida. As páginas públicas ficarão sem foto.',
  uploading: 'Enviando a foto…',
  uploaded: 'Foto salva',
  removed: 'Foto removida',
  none: 'Sem foto',
  hint: 'JPEG, PNG ou WebP, até %{max} MB. Ela é salva assim que você a escolhe e é exibida publicamente.',
  after_create: 'Salve o profissional primeiro: a foto é adicionada na página de edição.',
  alt: 'Foto de %{name}',
};
