/**
 * The server's errorMessages in Hindi, keyed by the English message (byte for byte). `{}` in a key
 * stands for a part filled in at run time; `{0}`, `{1}` in the Hindi place those parts in order.
 */
export const HINDI_ERRORS: Record<string, string> = {
  'Account not found.': 'खाता नहीं मिला।',
  'Chat not found.': 'बातचीत नहीं मिली।',
  'Date of birth must be between 01/01/1960 and today.': 'जन्मतिथि 01/01/1960 और आज के बीच की होनी चाहिए।',
  'Date of birth must be in MM/dd/yyyy format.': 'जन्मतिथि MM/dd/yyyy रूप में लिखें।',
  'File not found.': 'फ़ाइल नहीं मिली।',
  'File size must be less than 5MB.': 'फ़ाइल का आकार 5MB से कम होना चाहिए।',
  'Invalid email or password.': 'ईमेल या पासवर्ड सही नहीं है।',
  'No selfie captured. Please take a photo first.': 'कोई सेल्फ़ी नहीं ली गई। कृपया पहले फ़ोटो लें।',
  'Not a notification id.': 'यह किसी सूचना की पहचान नहीं है।',
  'Only image files are allowed.': 'सिर्फ़ तस्वीर वाली फ़ाइलें ही ली जाती हैं।',
  'Photo not found.': 'फ़ोटो नहीं मिली।',
  'Please choose one of the income slabs.': 'कृपया आय की कोई एक श्रेणी चुनें।',
  'Please choose the member to block or report.': 'कृपया वह सदस्य चुनें जिसे ब्लॉक या रिपोर्ट करना है।',
  'Please enter a valid PAN number (five letters, four digits, one letter, like ABCDE1234F).':
    'कृपया सही PAN नंबर लिखें (पाँच अक्षर, चार अंक, एक अक्षर, जैसे ABCDE1234F)।',
  'Please enter a valid date of birth (MM/dd/yyyy).': 'कृपया सही जन्मतिथि लिखें (MM/dd/yyyy)।',
  'Please enter a valid passport number (one letter and seven digits, like A1234567).':
    'कृपया सही पासपोर्ट नंबर लिखें (एक अक्षर और सात अंक, जैसे A1234567)।',
  'Please enter a valid phone number.': 'कृपया सही फ़ोन नंबर लिखें।',
  'Please enter both first and last name.': 'कृपया पहला नाम और उपनाम, दोनों लिखें।',
  'Please enter the OTP.': 'कृपया OTP लिखें।',
  'Please enter the document number.': 'कृपया दस्तावेज़ का नंबर लिखें।',
  'Please enter the name of your college/institution.': 'कृपया अपने कॉलेज/संस्थान का नाम लिखें।',
  'Please enter your city.': 'कृपया अपना शहर लिखें।',
  'Please enter your country.': 'कृपया अपना देश लिखें।',
  'Please enter your current workplace.': 'कृपया अपने मौजूदा कार्यस्थल का नाम लिखें।',
  'Please log in to continue.': 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  'Please provide your date of birth.': 'कृपया अपनी जन्मतिथि बताएँ।',
  'Please read the privacy notice and tick the box to agree before signing up.':
    'खाता बनाने से पहले कृपया गोपनीयता सूचना पढ़ें और सहमति के लिए बॉक्स पर निशान लगाएँ।',
  'Please redo the steps our team asked for first.': 'कृपया पहले वे चरण फिर से पूरे करें जो हमारी टीम ने कहे हैं।',
  'Please request an OTP first.': 'कृपया पहले OTP मँगाएँ।',
  'Please select a document type.': 'कृपया दस्तावेज़ का प्रकार चुनें।',
  'Please select at least one language you speak.': 'कृपया कम से कम एक भाषा चुनें जो आप बोलते हैं।',
  'Please select at least one photo to continue.': 'आगे बढ़ने के लिए कृपया कम से कम एक फ़ोटो चुनें।',
  'Please select at least one photo to upload.': 'अपलोड करने के लिए कृपया कम से कम एक फ़ोटो चुनें।',
  'Please select your highest degree.': 'कृपया अपनी सबसे ऊँची डिग्री चुनें।',
  'Please send the files as a multipart form.': 'कृपया फ़ाइलें मल्टीपार्ट फ़ॉर्म में भेजें।',
  'Please type {} to confirm.': 'पुष्टि के लिए कृपया {0} लिखें।',
  'Please upload an image of your highest degree certificate.': 'कृपया अपनी सबसे ऊँची डिग्री के प्रमाणपत्र की तस्वीर अपलोड करें।',
  'Please upload the document file.': 'कृपया दस्तावेज़ की फ़ाइल अपलोड करें।',
  'Please upload your income proof or change your income slab to No Income.':
    'कृपया अपनी आय का प्रमाण अपलोड करें, या आय की श्रेणी "कोई आय नहीं" कर दें।',
  'Please verify your email first.': 'कृपया पहले अपना ईमेल सत्यापित करें।',
  'Please wait {} seconds before requesting another OTP.': 'नया OTP मँगाने से पहले कृपया {0} सेकंड रुकें।',
  'Please write at least 20 words about your family.': 'कृपया अपने परिवार के बारे में कम से कम 20 शब्द लिखें।',
  'Please write at least 30 words about yourself.': 'कृपया अपने बारे में कम से कम 30 शब्द लिखें।',
  'Profile not found.': 'प्रोफ़ाइल नहीं मिली।',
  'Push notifications are not available on this server.': 'इस सर्वर पर पुश सूचनाएँ उपलब्ध नहीं हैं।',
  'Something went wrong on our side. Please try again later.':
    'हमारी तरफ़ कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'That password is not right. Please try again.': 'यह पासवर्ड सही नहीं है। कृपया फिर कोशिश करें।',
  'The OTP is incorrect. You have {} {} left.': 'OTP गलत है। आपके पास {0} कोशिश बाकी है।',
  'The image has too many pixels. Please use a picture under 40 megapixels.':
    'तस्वीर में बहुत ज़्यादा पिक्सेल हैं। कृपया 40 मेगापिक्सेल से छोटी तस्वीर लगाएँ।',
  'The request body does not match its declared length.': 'भेजा गया डेटा अपनी बताई गई लंबाई से मेल नहीं खाता।',
  'The request body is empty.': 'भेजा गया डेटा खाली है।',
  'The request body is not valid JSON.': 'भेजा गया डेटा सही JSON नहीं है।',
  'The request body must be a JSON object.': 'भेजा गया डेटा JSON ऑब्जेक्ट होना चाहिए।',
  'The request is too large.': 'भेजा गया अनुरोध बहुत बड़ा है।',
  'The server is restarting. Please try again in a moment.': 'सर्वर दोबारा शुरू हो रहा है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'The service cannot reach its database right now. Please try again in a moment.':
    'सेवा अभी अपने डेटाबेस तक नहीं पहुँच पा रही है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'The service is busy right now. Please try again in a moment.': 'सेवा अभी व्यस्त है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'The upload has too many fields.': 'अपलोड में बहुत ज़्यादा फ़ील्ड हैं।',
  'The upload has too many parts.': 'अपलोड में बहुत ज़्यादा हिस्से हैं।',
  'The upload is not a valid multipart form. Please choose the files again.':
    'अपलोड सही मल्टीपार्ट फ़ॉर्म नहीं है। कृपया फ़ाइलें फिर से चुनें।',
  'There is no room to store this right now. Please try again later.':
    'अभी इसे रखने के लिए जगह नहीं है। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'These pictures have too many pixels together. Please upload fewer or smaller pictures at a time.':
    'इन तस्वीरों में कुल मिलाकर बहुत ज़्यादा पिक्सेल हैं। कृपया एक बार में कम या छोटी तस्वीरें अपलोड करें।',
  'This OTP has already been used. Please request a new one.': 'यह OTP पहले ही इस्तेमाल हो चुका है। कृपया नया OTP मँगाएँ।',
  'This OTP has expired. Please request a new one.': 'इस OTP का समय खत्म हो गया है। कृपया नया OTP मँगाएँ।',
  'This content type is not accepted here.': 'यहाँ इस तरह का डेटा नहीं लिया जाता।',
  'This document can only be opened from the admin portal while signed in.':
    'यह दस्तावेज़ सिर्फ़ एडमिन पोर्टल में लॉग इन रहते हुए खोला जा सकता है।',
  'This document is already verified on another account. Please contact us if you think this is a mistake.':
    'यह दस्तावेज़ पहले से किसी दूसरे खाते पर सत्यापित है। अगर आपको लगता है कि यह गलती है, तो कृपया हमसे संपर्क करें।',
  'This is available to admins only.': 'यह सिर्फ़ एडमिन के लिए है।',
  'This is available to members only.': 'यह सिर्फ़ सदस्यों के लिए है।',
  'This link is not valid or has expired.': 'यह लिंक सही नहीं है या इसका समय खत्म हो गया है।',
  'This password is too common and easy to guess. Please choose another one.':
    'यह पासवर्ड बहुत आम है और आसानी से अंदाज़ा लगाया जा सकता है। कृपया कोई दूसरा पासवर्ड चुनें।',
  'This phone number is already verified on another account. Please use your own number, or contact us if you think this is a mistake.':
    'यह फ़ोन नंबर पहले से किसी दूसरे खाते पर सत्यापित है। कृपया अपना नंबर डालें, या अगर आपको लगता है कि यह गलती है तो हमसे संपर्क करें।',
  'This profile has not submitted all its documents yet.': 'इस प्रोफ़ाइल ने अभी सारे दस्तावेज़ जमा नहीं किए हैं।',
  'This profile is not waiting for review.': 'यह प्रोफ़ाइल जाँच के लिए इंतज़ार में नहीं है।',
  'This report has already been handled.': 'इस रिपोर्ट पर पहले ही कार्रवाई हो चुकी है।',
  'This request was not sent by the admin portal.': 'यह अनुरोध एडमिन पोर्टल से नहीं भेजा गया।',
  'This unsubscribe link is not valid. Please use the link in the email.':
    'ईमेल बंद करने का यह लिंक सही नहीं है। कृपया ईमेल में दिया गया लिंक इस्तेमाल करें।',
  'Too many attempts. Please wait a minute and try again.': 'बहुत बार कोशिश हो चुकी है। कृपया एक मिनट रुककर फिर कोशिश करें।',
  'Too many codes were requested from your network. Please try again later.':
    'आपके नेटवर्क से बहुत ज़्यादा कोड मँगाए गए हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Too many codes were sent to this address or number. Please try again later.':
    'इस पते या नंबर पर बहुत ज़्यादा कोड भेजे जा चुके हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Too many failed attempts. Please try again in {} minutes.': 'बहुत बार गलत कोशिश हुई। कृपया {0} मिनट बाद फिर कोशिश करें।',
  'Too many failed attempts. Please wait {} seconds and try again.':
    'बहुत बार गलत कोशिश हुई। कृपया {0} सेकंड रुककर फिर कोशिश करें।',
  'Too many incorrect attempts. Please request a new OTP.': 'बहुत बार गलत OTP डाला गया। कृपया नया OTP मँगाएँ।',
  'Too many pictures are being processed right now. Please try again in a moment.':
    'अभी बहुत सारी तस्वीरों पर काम चल रहा है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'Too many questions at once. Please wait a moment and ask again.': 'एक साथ बहुत सारे सवाल आ गए। कृपया थोड़ा रुककर फिर पूछें।',
  'Too many sign-ins at once. Please try again in a moment.':
    'एक साथ बहुत सारे लॉग इन हो रहे हैं। कृपया थोड़ी देर में फिर कोशिश करें।',
  'We could not send the OTP right now. Please try again in a moment.':
    'हम अभी OTP नहीं भेज पाए। कृपया थोड़ी देर में फिर कोशिश करें।',
  'You are sending messages too quickly. Please wait a moment.': 'आप बहुत जल्दी-जल्दी संदेश भेज रहे हैं। कृपया थोड़ा रुकें।',
  'You can no longer send messages in this chat.': 'अब आप इस बातचीत में संदेश नहीं भेज सकते।',
  'You can upload a maximum of 6 photos.': 'आप ज़्यादा से ज़्यादा 6 फ़ोटो अपलोड कर सकते हैं।',
  'You cannot block or report yourself.': 'आप खुद को ब्लॉक या रिपोर्ट नहीं कर सकते।',
  'You cannot send a match request to yourself.': 'आप खुद को मैच अनुरोध नहीं भेज सकते।',
  'You have already accepted this profile, and a decision cannot be changed.':
    'आप यह प्रोफ़ाइल पहले ही स्वीकार कर चुके हैं, और फ़ैसला बदला नहीं जा सकता।',
  'You have already declined this profile, and a decision cannot be changed.':
    'आप यह प्रोफ़ाइल पहले ही मना कर चुके हैं, और फ़ैसला बदला नहीं जा सकता।',
  'You have asked for too many codes. Please try again later.':
    'आपने बहुत ज़्यादा कोड मँगाए हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'You have opened a lot of profiles in a short time. Please take a break and try again later.':
    'आपने थोड़े समय में बहुत सारी प्रोफ़ाइल खोली हैं। कृपया थोड़ा विराम लेकर बाद में फिर कोशिश करें।',
  'You must be at least 18 years old to register (the legal age of marriage).':
    'खाता बनाने के लिए आपकी उम्र कम से कम 18 साल होनी चाहिए (शादी की कानूनी उम्र)।',
  'You must be at least 21 years old to register (the legal age of marriage for men).':
    'खाता बनाने के लिए आपकी उम्र कम से कम 21 साल होनी चाहिए (पुरुषों के लिए शादी की कानूनी उम्र)।',
  'Your account has been suspended after a review by our team. To appeal, write to {}.':
    'हमारी टीम की जाँच के बाद आपका खाता निलंबित कर दिया गया है। अपील करने के लिए {0} पर लिखें।',
  'Your email is already verified.': 'आपका ईमेल पहले ही सत्यापित है।',
  'Your phone number is already verified.': 'आपका फ़ोन नंबर पहले ही सत्यापित है।',
  'Your profile is not published yet. Suggestions start once verification and every profile step are complete and our team has reviewed and published your profile.':
    'आपकी प्रोफ़ाइल अभी प्रकाशित नहीं हुई है। सत्यापन और प्रोफ़ाइल के सारे चरण पूरे होने, और हमारी टीम के जाँचकर प्रोफ़ाइल प्रकाशित करने के बाद सुझाव शुरू होंगे।',
  'Your session ended after a period of inactivity. Please log in again.':
    'काफ़ी देर तक कुछ न करने से आपका सत्र खत्म हो गया। कृपया फिर से लॉग इन करें।',
  'Your session has expired. Please log in again.': 'आपके सत्र का समय खत्म हो गया है। कृपया फिर से लॉग इन करें।',
  '{} contains a character that is not allowed.': '{0} में ऐसा अक्षर है जिसकी अनुमति नहीं है।',
  'Live updates are not available right now. Please try again shortly.':
    'लाइव अपडेट अभी उपलब्ध नहीं हैं। कृपया थोड़ी देर में फिर कोशिश करें।',
  'Page not found.': 'पेज नहीं मिला।',
  'This API call does not exist.': 'यह API कॉल मौजूद नहीं है।',
  'This address is too long.': 'यह पता बहुत लंबा है।',
  'This address is not valid.': 'यह पता सही नहीं है।',
  // The sentences the validation of every request writes (server/lib/errors.ts describeIssue).
  'Please provide {}.': 'कृपया {0} बताएँ।',
  '{} must be a number.': '{0} एक संख्या होनी चाहिए।',
  '{} has the wrong type.': '{0} सही रूप में नहीं है।',
  'Please choose a valid {}.': 'कृपया सही {0} चुनें।',
  '{} is too short.': '{0} बहुत छोटा है।',
  'Please choose at least {} {}.': 'कृपया कम से कम {0} {1} चुनें।',
  '{} must be more than {}.': '{0} {1} से ज़्यादा होना चाहिए।',
  '{} must be at least {}.': '{0} कम से कम {1} होना चाहिए।',
  '{} is too long.': '{0} बहुत लंबा है।',
  'Please choose at most {} {}.': 'कृपया ज़्यादा से ज़्यादा {0} {1} चुनें।',
  '{} must be at most {}.': '{0} ज़्यादा से ज़्यादा {1} होना चाहिए।',
  'Unexpected field: {}.': 'अनचाहा फ़ील्ड: {0}।',
  '{} is not valid.': '{0} सही नहीं है।',
  'Call not found.': 'कॉल नहीं मिली।',
  'One of you is already on a call. Please try again later.': 'आप में से कोई पहले से कॉल पर है। कृपया थोड़ी देर बाद कोशिश करें।',
  'Please add your own community to your profile to search by community.':
    'समुदाय से खोजने के लिए कृपया पहले अपनी प्रोफ़ाइल में अपना समुदाय जोड़ें।',
  'Please choose a community from the list for your religion.': 'कृपया अपने धर्म की सूची में से समुदाय चुनें।',
  'Please give your date of birth before your horoscope.': 'कुंडली से पहले कृपया अपनी जन्मतिथि दें।',
  'Please send the signal data.': 'कृपया सिग्नल का डेटा भेजें।',
  'Please verify your phone number before sharing it.': 'नंबर शेयर करने से पहले कृपया अपना फ़ोन नंबर वेरिफ़ाई करें।',
  'Please write a note saying why you publish despite the red checks.':
    'कृपया एक नोट लिखें कि लाल जाँचों के बावजूद आप प्रोफ़ाइल क्यों प्रकाशित कर रहे हैं।',
  'The lowest age must not be above the highest.': 'सबसे कम उम्र सबसे ज़्यादा उम्र से अधिक नहीं हो सकती।',
  'The lowest height must not be above the highest.': 'सबसे कम लंबाई सबसे ज़्यादा लंबाई से अधिक नहीं हो सकती।',
  'The request took too long to arrive. Please try again.': 'अनुरोध पहुँचने में बहुत देर लगी। कृपया फिर से कोशिश करें।',
  'The signal is too large.': 'सिग्नल बहुत बड़ा है।',
  'This call has ended.': 'यह कॉल खत्म हो चुकी है।',
  'This call is no longer ringing.': 'यह कॉल अब नहीं बज रही है।',
  'This code is not right or has expired. Please check it or ask for a new one.':
    'यह कोड सही नहीं है या इसकी समय-सीमा खत्म हो गई है। कृपया जाँचें या नया कोड मँगाएँ।',
  'This profile has red checks ({}). Confirm with a note to publish it anyway.':
    'इस प्रोफ़ाइल की जाँच में लाल निशान हैं ({0})। फिर भी प्रकाशित करने के लिए नोट लिखकर पुष्टि करें।',
  'This session has already ended.': 'यह सत्र पहले ही खत्म हो चुका है।',
  'Too many call signals. Please wait a moment.': 'बहुत ज़्यादा कॉल सिग्नल। कृपया एक पल रुकें।',
  'You are not on this call.': 'आप इस कॉल में शामिल नहीं हैं।',
  'You can call only your matches.': 'आप सिर्फ़ अपने मैच को ही कॉल कर सकते हैं।',
  'You can share your number only with a match you can still chat with.':
    'आप अपना नंबर सिर्फ़ उसी मैच से शेयर कर सकते हैं जिससे अभी भी चैट हो सकती है।',
  'You have called this member several times. Please wait a few minutes.':
    'आपने इस सदस्य को कई बार कॉल किया है। कृपया कुछ मिनट रुकें।',
  'Your current password is not right. Please try again.': 'आपका मौजूदा पासवर्ड सही नहीं है। कृपया फिर से कोशिश करें।',
  'Family access covers suggestions, search and the shortlist. Only the member can do this.':
    'परिवार की पहुँच में सुझाव, खोज और पसंदीदा सूची ही आते हैं। यह काम सिर्फ़ सदस्य खुद कर सकते हैं।',
  'This is for family access only.': 'यह सिर्फ़ परिवार की पहुँच के लिए है।',
  'A family member already has access. End it first to invite someone else.':
    'परिवार के एक सदस्य के पास पहले से पहुँच है। किसी और को बुलाने से पहले उसे बंद करें।',
  'Please invite a family member with their own email, not yours.':
    'कृपया परिवार के सदस्य को उनके अपने ईमेल से बुलाएँ, अपने ईमेल से नहीं।',
  'You have sent several invitations today. Please try again tomorrow.':
    'आज आप कई निमंत्रण भेज चुके हैं। कृपया कल फिर कोशिश करें।',
  'This invitation link has expired or was already used. Please ask for a new invitation.':
    'इस निमंत्रण लिंक की समय-सीमा खत्म हो गई है या इसे पहले ही इस्तेमाल किया जा चुका है। कृपया नया निमंत्रण माँगें।',
  'This email already has a Matrimony account. Please ask your family member to invite you with another email.':
    'इस ईमेल से Matrimony पर पहले से खाता है। कृपया अपने परिवार के सदस्य से कहें कि वे आपको किसी दूसरे ईमेल से बुलाएँ।',
  'There is no family access to end.': 'बंद करने के लिए परिवार की कोई पहुँच नहीं है।',
};

/** How a field is named inside those sentences (the English label, lower case, as errors.ts writes it). */
export const HINDI_LABELS: Record<string, string> = {
  email: 'ईमेल',
  'date of birth': 'जन्मतिथि',
  otp: 'OTP',
  'document number': 'दस्तावेज़ का नंबर',
  'document type': 'दस्तावेज़ का प्रकार',
  'about me': 'अपने बारे में',
  'about your family': 'परिवार के बारे में',
  profile: 'प्रोफ़ाइल',
  'country code': 'देश का कोड',
  'phone number': 'फ़ोन नंबर',
  'income slab': 'आय की श्रेणी',
  'the request': 'अनुरोध',
  language: 'भाषा',
  password: 'पासवर्ड',
  'first name': 'पहला नाम',
  'last name': 'उपनाम',
  height: 'लंबाई',
  weight: 'वज़न',
  gender: 'लिंग',
  age: 'उम्र',
  city: 'शहर',
  country: 'देश',
  message: 'संदेश',
  reason: 'कारण',
  religion: 'धर्म',
  languages: 'भाषाएँ',
  degree: 'डिग्री',
  college: 'कॉलेज',
  workplace: 'कार्यस्थल',
  occupation: 'व्यवसाय',
  brothers: 'भाई',
  sisters: 'बहनें',
};
