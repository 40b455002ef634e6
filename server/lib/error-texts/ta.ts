/**
 * The server's errorMessages in Tamil, keyed by the English message (byte for byte). `{}` in a key
 * stands for a part filled in at run time; `{0}`, `{1}` in the Tamil place those parts in order.
 */
export const TAMIL_ERRORS: Record<string, string> = {
  'Account not found.': 'கணக்கு கிடைக்கவில்லை.',
  'Chat not found.': 'உரையாடல் கிடைக்கவில்லை.',
  'Date of birth must be between 01/01/1960 and today.': 'பிறந்த தேதி 01/01/1960 முதல் இன்று வரைக்குள் இருக்க வேண்டும்.',
  'Date of birth must be in MM/dd/yyyy format.': 'பிறந்த தேதியை MM/dd/yyyy வடிவில் எழுதுங்கள்.',
  'File not found.': 'கோப்பு கிடைக்கவில்லை.',
  'File size must be less than 5MB.': 'கோப்பின் அளவு 5MB-க்குக் குறைவாக இருக்க வேண்டும்.',
  'Invalid email or password.': 'மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு.',
  'No selfie captured. Please take a photo first.': 'செல்ஃபி எடுக்கப்படவில்லை. முதலில் ஒரு படம் எடுங்கள்.',
  'Not a notification id.': 'இது ஓர் அறிவிப்பின் அடையாளம் அல்ல.',
  'Only image files are allowed.': 'படக் கோப்புகள் மட்டுமே ஏற்கப்படும்.',
  'Photo not found.': 'படம் கிடைக்கவில்லை.',
  'Please choose one of the income slabs.': 'வருமான வரம்புகளில் ஒன்றைத் தேர்ந்தெடுங்கள்.',
  'Please choose the member to block or report.': 'தடுக்க அல்லது புகாரளிக்க வேண்டிய உறுப்பினரைத் தேர்ந்தெடுங்கள்.',
  'Please enter a valid PAN number (five letters, four digits, one letter, like ABCDE1234F).':
    'சரியான PAN எண்ணை எழுதுங்கள் (ஐந்து எழுத்துகள், நான்கு எண்கள், ஓர் எழுத்து, எ.கா. ABCDE1234F).',
  'Please enter a valid date of birth (MM/dd/yyyy).': 'சரியான பிறந்த தேதியை எழுதுங்கள் (MM/dd/yyyy).',
  'Please enter a valid passport number (one letter and seven digits, like A1234567).':
    'சரியான கடவுச்சீட்டு எண்ணை எழுதுங்கள் (ஓர் எழுத்தும் ஏழு எண்களும், எ.கா. A1234567).',
  'Please enter a valid phone number.': 'சரியான தொலைபேசி எண்ணை எழுதுங்கள்.',
  'Please enter both first and last name.': 'முதல் பெயர், குடும்பப் பெயர் இரண்டையும் எழுதுங்கள்.',
  'Please enter the OTP.': 'OTP-ஐ எழுதுங்கள்.',
  'Please enter the document number.': 'ஆவண எண்ணை எழுதுங்கள்.',
  'Please enter the name of your college/institution.': 'உங்கள் கல்லூரி/நிறுவனத்தின் பெயரை எழுதுங்கள்.',
  'Please enter your city.': 'உங்கள் நகரத்தை எழுதுங்கள்.',
  'Please enter your country.': 'உங்கள் நாட்டை எழுதுங்கள்.',
  'Please enter your current workplace.': 'நீங்கள் இப்போது பணிபுரியும் இடத்தை எழுதுங்கள்.',
  'Please log in to continue.': 'தொடர உள்நுழையுங்கள்.',
  'Please provide your date of birth.': 'உங்கள் பிறந்த தேதியைத் தாருங்கள்.',
  'Please read the privacy notice and tick the box to agree before signing up.':
    'பதிவு செய்யும் முன் தனியுரிமை அறிவிப்பைப் படித்து, ஒப்புதலுக்கான பெட்டியில் குறியிடுங்கள்.',
  'Please redo the steps our team asked for first.': 'முதலில் எங்கள் குழு கேட்ட படிநிலைகளை மீண்டும் செய்யுங்கள்.',
  'Please request an OTP first.': 'முதலில் OTP-ஐக் கேளுங்கள்.',
  'Please select a document type.': 'ஆவண வகையைத் தேர்ந்தெடுங்கள்.',
  'Please select at least one language you speak.': 'நீங்கள் பேசும் மொழிகளில் குறைந்தது ஒன்றைத் தேர்ந்தெடுங்கள்.',
  'Please select at least one photo to continue.': 'தொடர குறைந்தது ஒரு படத்தைத் தேர்ந்தெடுங்கள்.',
  'Please select at least one photo to upload.': 'பதிவேற்ற குறைந்தது ஒரு படத்தைத் தேர்ந்தெடுங்கள்.',
  'Please select your highest degree.': 'உங்கள் உயர்ந்த பட்டத்தைத் தேர்ந்தெடுங்கள்.',
  'Please send the files as a multipart form.': 'கோப்புகளை multipart படிவமாக அனுப்புங்கள்.',
  'Please type {} to confirm.': 'உறுதிசெய்ய {0} என்று தட்டச்சு செய்யுங்கள்.',
  'Please upload an image of your highest degree certificate.': 'உங்கள் உயர்ந்த பட்டச் சான்றிதழின் படத்தைப் பதிவேற்றுங்கள்.',
  'Please upload the document file.': 'ஆவணக் கோப்பைப் பதிவேற்றுங்கள்.',
  'Please upload your income proof or change your income slab to No Income.':
    'உங்கள் வருமானச் சான்றைப் பதிவேற்றுங்கள், அல்லது வருமான வரம்பை "வருமானம் இல்லை" என மாற்றுங்கள்.',
  'Please verify your email first.': 'முதலில் உங்கள் மின்னஞ்சலைச் சரிபாருங்கள்.',
  'Please wait {} seconds before requesting another OTP.': 'புதிய OTP கேட்கும் முன் {0} விநாடிகள் காத்திருங்கள்.',
  'Please write at least 20 words about your family.': 'உங்கள் குடும்பத்தைப் பற்றிக் குறைந்தது 20 சொற்கள் எழுதுங்கள்.',
  'Please write at least 30 words about yourself.': 'உங்களைப் பற்றிக் குறைந்தது 30 சொற்கள் எழுதுங்கள்.',
  'Profile not found.': 'சுயவிவரம் கிடைக்கவில்லை.',
  'Push notifications are not available on this server.': 'இந்தச் சேவையகத்தில் புஷ் அறிவிப்புகள் இல்லை.',
  'Something went wrong on our side. Please try again later.':
    'எங்கள் பக்கம் ஏதோ தவறு நடந்துவிட்டது. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  'That password is not right. Please try again.': 'அந்தக் கடவுச்சொல் சரியில்லை. மீண்டும் முயலுங்கள்.',
  'The OTP is incorrect. You have {} {} left.': 'OTP தவறு. இன்னும் {0} முயற்சி மீதம் உள்ளது.',
  'The image has too many pixels. Please use a picture under 40 megapixels.':
    'படத்தில் பிக்சல்கள் மிக அதிகம். 40 மெகாபிக்சலுக்குக் குறைவான படத்தைப் பயன்படுத்துங்கள்.',
  'The request body does not match its declared length.': 'அனுப்பிய தரவு அறிவித்த நீளத்துடன் பொருந்தவில்லை.',
  'The request body is empty.': 'அனுப்பிய தரவு காலியாக உள்ளது.',
  'The request body is not valid JSON.': 'அனுப்பிய தரவு சரியான JSON அல்ல.',
  'The request body must be a JSON object.': 'அனுப்பிய தரவு JSON பொருளாக இருக்க வேண்டும்.',
  'The request is too large.': 'கோரிக்கை மிகப் பெரியது.',
  'The server is restarting. Please try again in a moment.': 'சேவையகம் மீண்டும் தொடங்குகிறது. சற்று நேரத்தில் மீண்டும் முயலுங்கள்.',
  'The service cannot reach its database right now. Please try again in a moment.':
    'சேவையால் இப்போது அதன் தரவுத்தளத்தை அணுக முடியவில்லை. சற்று நேரத்தில் மீண்டும் முயலுங்கள்.',
  'The service is busy right now. Please try again in a moment.':
    'சேவை இப்போது பரபரப்பாக உள்ளது. சற்று நேரத்தில் மீண்டும் முயலுங்கள்.',
  'The upload has too many fields.': 'பதிவேற்றத்தில் புலங்கள் மிக அதிகம்.',
  'The upload has too many parts.': 'பதிவேற்றத்தில் பகுதிகள் மிக அதிகம்.',
  'The upload is not a valid multipart form. Please choose the files again.':
    'பதிவேற்றம் சரியான multipart படிவம் அல்ல. கோப்புகளை மீண்டும் தேர்ந்தெடுங்கள்.',
  'There is no room to store this right now. Please try again later.':
    'இதைச் சேமிக்க இப்போது இடமில்லை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  'These pictures have too many pixels together. Please upload fewer or smaller pictures at a time.':
    'இந்தப் படங்களில் மொத்தமாகப் பிக்சல்கள் மிக அதிகம். ஒரே நேரத்தில் குறைவான அல்லது சிறிய படங்களைப் பதிவேற்றுங்கள்.',
  'This OTP has already been used. Please request a new one.': 'இந்த OTP ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது. புதியதைக் கேளுங்கள்.',
  'This OTP has expired. Please request a new one.': 'இந்த OTP காலாவதியாகிவிட்டது. புதியதைக் கேளுங்கள்.',
  'This content type is not accepted here.': 'இந்த வகைத் தரவு இங்கே ஏற்கப்படாது.',
  'This document can only be opened from the admin portal while signed in.':
    'இந்த ஆவணத்தை நிர்வாகப் பக்கத்தில் உள்நுழைந்திருக்கும்போது மட்டுமே திறக்க முடியும்.',
  'This document is already verified on another account. Please contact us if you think this is a mistake.':
    'இந்த ஆவணம் ஏற்கெனவே வேறொரு கணக்கில் சரிபார்க்கப்பட்டுள்ளது. இது தவறு என்று நினைத்தால் எங்களைத் தொடர்புகொள்ளுங்கள்.',
  'This is available to admins only.': 'இது நிர்வாகிகளுக்கு மட்டுமே.',
  'This is available to members only.': 'இது உறுப்பினர்களுக்கு மட்டுமே.',
  'This link is not valid or has expired.': 'இந்த இணைப்பு செல்லாது அல்லது காலாவதியாகிவிட்டது.',
  'This password is too common and easy to guess. Please choose another one.':
    'இந்தக் கடவுச்சொல் மிகப் பொதுவானது, எளிதில் ஊகிக்கக்கூடியது. வேறொன்றைத் தேர்ந்தெடுங்கள்.',
  'This phone number is already verified on another account. Please use your own number, or contact us if you think this is a mistake.':
    'இந்தத் தொலைபேசி எண் ஏற்கெனவே வேறொரு கணக்கில் சரிபார்க்கப்பட்டுள்ளது. உங்கள் சொந்த எண்ணைப் பயன்படுத்துங்கள், அல்லது இது தவறு என்று நினைத்தால் எங்களைத் தொடர்புகொள்ளுங்கள்.',
  'This profile has not submitted all its documents yet.': 'இந்தச் சுயவிவரம் இன்னும் எல்லா ஆவணங்களையும் சமர்ப்பிக்கவில்லை.',
  'This profile is not waiting for review.': 'இந்தச் சுயவிவரம் மதிப்பாய்வுக்காகக் காத்திருக்கவில்லை.',
  'This report has already been handled.': 'இந்தப் புகார் ஏற்கெனவே கையாளப்பட்டுவிட்டது.',
  'This request was not sent by the admin portal.': 'இந்தக் கோரிக்கை நிர்வாகப் பக்கத்திலிருந்து அனுப்பப்படவில்லை.',
  'This unsubscribe link is not valid. Please use the link in the email.':
    'இந்த விலகல் இணைப்பு செல்லாது. மின்னஞ்சலில் உள்ள இணைப்பைப் பயன்படுத்துங்கள்.',
  'Too many attempts. Please wait a minute and try again.':
    'பல முறை முயன்றுவிட்டீர்கள். ஒரு நிமிடம் காத்திருந்து மீண்டும் முயலுங்கள்.',
  'Too many codes were requested from your network. Please try again later.':
    'உங்கள் இணையத்திலிருந்து பல குறியீடுகள் கேட்கப்பட்டுவிட்டன. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  'Too many codes were sent to this address or number. Please try again later.':
    'இந்த முகவரிக்கு அல்லது எண்ணுக்குப் பல குறியீடுகள் அனுப்பப்பட்டுவிட்டன. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  'Too many failed attempts. Please try again in {} minutes.':
    'பல தோல்வியடைந்த முயற்சிகள். {0} நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.',
  'Too many failed attempts. Please wait {} seconds and try again.':
    'பல தோல்வியடைந்த முயற்சிகள். {0} விநாடிகள் காத்திருந்து மீண்டும் முயலுங்கள்.',
  'Too many incorrect attempts. Please request a new OTP.': 'பல தவறான முயற்சிகள். புதிய OTP-ஐக் கேளுங்கள்.',
  'Too many pictures are being processed right now. Please try again in a moment.':
    'இப்போது பல படங்கள் செயலாக்கப்படுகின்றன. சற்று நேரத்தில் மீண்டும் முயலுங்கள்.',
  'Too many questions at once. Please wait a moment and ask again.':
    'ஒரே நேரத்தில் பல கேள்விகள். சற்றுக் காத்திருந்து மீண்டும் கேளுங்கள்.',
  'Too many sign-ins at once. Please try again in a moment.': 'ஒரே நேரத்தில் பல உள்நுழைவுகள். சற்று நேரத்தில் மீண்டும் முயலுங்கள்.',
  'We could not send the OTP right now. Please try again in a moment.':
    'இப்போது OTP-ஐ அனுப்ப முடியவில்லை. சற்று நேரத்தில் மீண்டும் முயலுங்கள்.',
  'You are sending messages too quickly. Please wait a moment.':
    'நீங்கள் மிக வேகமாகச் செய்திகளை அனுப்புகிறீர்கள். சற்றுக் காத்திருங்கள்.',
  'You can no longer send messages in this chat.': 'இந்த உரையாடலில் இனி செய்தி அனுப்ப முடியாது.',
  'You can upload a maximum of 6 photos.': 'அதிகபட்சம் 6 படங்களைப் பதிவேற்றலாம்.',
  'You cannot block or report yourself.': 'உங்களை நீங்களே தடுக்கவோ புகாரளிக்கவோ முடியாது.',
  'You cannot send a match request to yourself.': 'உங்களுக்கே பொருத்தக் கோரிக்கை அனுப்ப முடியாது.',
  'You have already accepted this profile, and a decision cannot be changed.':
    'இந்தச் சுயவிவரத்தை ஏற்கெனவே ஏற்றுக்கொண்டுவிட்டீர்கள்; முடிவை மாற்ற முடியாது.',
  'You have already declined this profile, and a decision cannot be changed.':
    'இந்தச் சுயவிவரத்தை ஏற்கெனவே மறுத்துவிட்டீர்கள்; முடிவை மாற்ற முடியாது.',
  'You have asked for too many codes. Please try again later.':
    'நீங்கள் பல குறியீடுகளைக் கேட்டுவிட்டீர்கள். சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  'You have opened a lot of profiles in a short time. Please take a break and try again later.':
    'குறுகிய நேரத்தில் பல சுயவிவரங்களைத் திறந்துவிட்டீர்கள். சற்று ஓய்வெடுத்து பிறகு மீண்டும் முயலுங்கள்.',
  'You must be at least 18 years old to register (the legal age of marriage).':
    'பதிவு செய்ய உங்களுக்குக் குறைந்தது 18 வயது இருக்க வேண்டும் (சட்டப்படி திருமண வயது).',
  'You must be at least 21 years old to register (the legal age of marriage for men).':
    'பதிவு செய்ய உங்களுக்குக் குறைந்தது 21 வயது இருக்க வேண்டும் (ஆண்களுக்கான சட்டப்படி திருமண வயது).',
  'Your account has been suspended after a review by our team. To appeal, write to {}.':
    'எங்கள் குழுவின் மதிப்பாய்வுக்குப் பிறகு உங்கள் கணக்கு இடைநிறுத்தப்பட்டுள்ளது. மேல்முறையீடு செய்ய {0} என்ற முகவரிக்கு எழுதுங்கள்.',
  'Your email is already verified.': 'உங்கள் மின்னஞ்சல் ஏற்கெனவே சரிபார்க்கப்பட்டுவிட்டது.',
  'Your phone number is already verified.': 'உங்கள் தொலைபேசி எண் ஏற்கெனவே சரிபார்க்கப்பட்டுவிட்டது.',
  'Your profile is not published yet. Suggestions start once verification and every profile step are complete and our team has reviewed and published your profile.':
    'உங்கள் சுயவிவரம் இன்னும் வெளியிடப்படவில்லை. சரிபார்ப்பும் சுயவிவரத்தின் எல்லாப் படிநிலைகளும் முடிந்து, எங்கள் குழு மதிப்பாய்வு செய்து வெளியிட்ட பிறகு பரிந்துரைகள் தொடங்கும்.',
  'Your session ended after a period of inactivity. Please log in again.':
    'நீண்ட நேரம் செயல்பாடு இல்லாததால் உங்கள் அமர்வு முடிந்தது. மீண்டும் உள்நுழையுங்கள்.',
  'Your session has expired. Please log in again.': 'உங்கள் அமர்வு காலாவதியாகிவிட்டது. மீண்டும் உள்நுழையுங்கள்.',
  '{} contains a character that is not allowed.': '{0} இல் அனுமதிக்கப்படாத எழுத்து உள்ளது.',
  'Live updates are not available right now. Please try again shortly.':
    'நேரடி அறிவிப்புகள் இப்போது கிடைக்கவில்லை. சற்று நேரத்தில் மீண்டும் முயலுங்கள்.',
  'Page not found.': 'பக்கம் கிடைக்கவில்லை.',
  'This API call does not exist.': 'இந்த API அழைப்பு இல்லை.',
  'This address is too long.': 'இந்த முகவரி மிக நீளமானது.',
  'This address is not valid.': 'இந்த முகவரி செல்லாது.',
  // The sentences the validation of every request writes (server/lib/errors.ts describeIssue).
  'Please provide {}.': '{0} தாருங்கள்.',
  '{} must be a number.': '{0} ஓர் எண்ணாக இருக்க வேண்டும்.',
  '{} has the wrong type.': '{0} சரியான வடிவில் இல்லை.',
  'Please choose a valid {}.': 'சரியான {0} தேர்ந்தெடுங்கள்.',
  '{} is too short.': '{0} மிகச் சிறியது.',
  'Please choose at least {} {}.': 'குறைந்தது {0} {1} தேர்ந்தெடுங்கள்.',
  '{} must be more than {}.': '{0} {1}-ஐ விட அதிகமாக இருக்க வேண்டும்.',
  '{} must be at least {}.': '{0} குறைந்தது {1} ஆக இருக்க வேண்டும்.',
  '{} is too long.': '{0} மிக நீளமானது.',
  'Please choose at most {} {}.': 'அதிகபட்சம் {0} {1} தேர்ந்தெடுங்கள்.',
  '{} must be at most {}.': '{0} அதிகபட்சம் {1} ஆக இருக்க வேண்டும்.',
  'Unexpected field: {}.': 'எதிர்பாராத புலம்: {0}.',
  '{} is not valid.': '{0} செல்லாது.',
  'Call not found.': 'அழைப்பு கிடைக்கவில்லை.',
  'One of you is already on a call. Please try again later.':
    'உங்களில் ஒருவர் ஏற்கெனவே அழைப்பில் இருக்கிறார். சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  'Please add your own community to your profile to search by community.':
    'சமூகத்தின்படி தேட, முதலில் உங்கள் சுயவிவரத்தில் உங்கள் சமூகத்தைச் சேர்க்கவும்.',
  'Please choose a community from the list for your religion.':
    'உங்கள் மதத்துக்கான பட்டியலிலிருந்து ஒரு சமூகத்தைத் தேர்ந்தெடுக்கவும்.',
  'Please give your date of birth before your horoscope.': 'ஜாதகத்துக்கு முன் உங்கள் பிறந்த தேதியைக் கொடுக்கவும்.',
  'Please send the signal data.': 'சிக்னல் தரவை அனுப்பவும்.',
  'Please verify your phone number before sharing it.': 'எண்ணைப் பகிரும் முன் உங்கள் தொலைபேசி எண்ணைச் சரிபார்க்கவும்.',
  'Please write a note saying why you publish despite the red checks.':
    'சிவப்புச் சோதனைகள் இருந்தும் ஏன் வெளியிடுகிறீர்கள் என்று ஒரு குறிப்பு எழுதவும்.',
  'The lowest age must not be above the highest.': 'குறைந்த வயது அதிக வயதை விட அதிகமாக இருக்கக் கூடாது.',
  'The lowest height must not be above the highest.': 'குறைந்த உயரம் அதிக உயரத்தை விட அதிகமாக இருக்கக் கூடாது.',
  'The request took too long to arrive. Please try again.': 'கோரிக்கை வந்து சேர அதிக நேரம் ஆனது. மீண்டும் முயலுங்கள்.',
  'The signal is too large.': 'சிக்னல் மிகப் பெரியது.',
  'This call has ended.': 'இந்த அழைப்பு முடிந்துவிட்டது.',
  'This call is no longer ringing.': 'இந்த அழைப்பு இப்போது ஒலிக்கவில்லை.',
  'This code is not right or has expired. Please check it or ask for a new one.':
    'இந்தக் குறியீடு சரியில்லை அல்லது காலாவதியாகிவிட்டது. சரிபார்க்கவும் அல்லது புதியதைக் கேட்கவும்.',
  'This profile has red checks ({}). Confirm with a note to publish it anyway.':
    'இந்தச் சுயவிவரத்தில் சிவப்புச் சோதனைகள் உள்ளன ({0}). இருந்தும் வெளியிட ஒரு குறிப்புடன் உறுதிப்படுத்தவும்.',
  'This session has already ended.': 'இந்த அமர்வு ஏற்கெனவே முடிந்துவிட்டது.',
  'Too many call signals. Please wait a moment.': 'அழைப்பு சிக்னல்கள் அதிகம். சற்றுக் காத்திருக்கவும்.',
  'You are not on this call.': 'நீங்கள் இந்த அழைப்பில் இல்லை.',
  'You can call only your matches.': 'உங்கள் பொருத்தங்களை மட்டுமே அழைக்க முடியும்.',
  'You can share your number only with a match you can still chat with.':
    'இன்னும் உரையாடக்கூடிய பொருத்தத்துடன் மட்டுமே உங்கள் எண்ணைப் பகிர முடியும்.',
  'You have called this member several times. Please wait a few minutes.':
    'இந்த உறுப்பினரைப் பலமுறை அழைத்துவிட்டீர்கள். சில நிமிடங்கள் காத்திருக்கவும்.',
  'Your current password is not right. Please try again.': 'உங்கள் தற்போதைய பாஸ்வேர்ட் சரியில்லை. மீண்டும் முயலுங்கள்.',
  'Family access covers suggestions, search and the shortlist. Only the member can do this.':
    'குடும்ப அணுகலில் பரிந்துரைகள், தேடல், விருப்பப் பட்டியல் மட்டுமே உண்டு. இதை உறுப்பினர் மட்டுமே செய்ய முடியும்.',
  'This is for family access only.': 'இது குடும்ப அணுகலுக்கு மட்டும்.',
  'A family member already has access. End it first to invite someone else.':
    'ஒரு குடும்ப உறுப்பினருக்கு ஏற்கனவே அணுகல் உள்ளது. வேறொருவரை அழைக்கும் முன் அதை முடித்துவிடுங்கள்.',
  'Please invite a family member with their own email, not yours.':
    'குடும்ப உறுப்பினரை உங்கள் மின்னஞ்சலால் அல்ல, அவருடைய சொந்த மின்னஞ்சலால் அழையுங்கள்.',
  'You have sent several invitations today. Please try again tomorrow.':
    'இன்று நீங்கள் பல அழைப்புகளை அனுப்பிவிட்டீர்கள். நாளை மீண்டும் முயற்சி செய்யுங்கள்.',
  'This invitation link has expired or was already used. Please ask for a new invitation.':
    'இந்த அழைப்பு இணைப்பு காலாவதியாகிவிட்டது அல்லது ஏற்கனவே பயன்படுத்தப்பட்டது. புதிய அழைப்பைக் கேளுங்கள்.',
  'This email already has a Matrimony account. Please ask your family member to invite you with another email.':
    'இந்த மின்னஞ்சலுக்கு ஏற்கனவே Matrimony கணக்கு உள்ளது. வேறு மின்னஞ்சலால் உங்களை அழைக்கும்படி உங்கள் குடும்ப உறுப்பினரிடம் கேளுங்கள்.',
  'There is no family access to end.': 'முடிப்பதற்கு எந்தக் குடும்ப அணுகலும் இல்லை.',
};

/** How a field is named inside those sentences (the English label, lower case, as errors.ts writes it). */
export const TAMIL_LABELS: Record<string, string> = {
  email: 'மின்னஞ்சல்',
  'date of birth': 'பிறந்த தேதி',
  otp: 'OTP',
  'document number': 'ஆவண எண்',
  'document type': 'ஆவண வகை',
  'about me': 'என்னைப் பற்றி',
  'about your family': 'குடும்பத்தைப் பற்றி',
  profile: 'சுயவிவரம்',
  'country code': 'நாட்டுக் குறியீடு',
  'phone number': 'தொலைபேசி எண்',
  'income slab': 'வருமான வரம்பு',
  'the request': 'கோரிக்கை',
  language: 'மொழி',
  password: 'கடவுச்சொல்',
  'first name': 'முதல் பெயர்',
  'last name': 'குடும்பப் பெயர்',
  height: 'உயரம்',
  weight: 'எடை',
  gender: 'பாலினம்',
  age: 'வயது',
  city: 'நகரம்',
  country: 'நாடு',
  message: 'செய்தி',
  reason: 'காரணம்',
  religion: 'மதம்',
  languages: 'மொழிகள்',
  degree: 'பட்டம்',
  college: 'கல்லூரி',
  workplace: 'பணியிடம்',
  occupation: 'தொழில்',
  brothers: 'சகோதரர்கள்',
  sisters: 'சகோதரிகள்',
};
