#include "cpng_private.h"
#include <stdio.h>
#include <string.h>

void cpng_copy_message(char *destination, size_t capacity, const char *message) {
    if (destination == NULL || capacity == 0) return;
    size_t length = strlen(message);
    if (length >= capacity) length = capacity - 1;
    memcpy(destination, message, length);
    destination[length] = '\0';
}

void cpng_error_callback(png_structp png, png_const_charp message) {
    cpng_messages *messages = (cpng_messages *)png_get_error_ptr(png);
    /* Keep the first message: it is the cause; later ones are consequences. */
    if (messages != NULL && messages->error[0] == '\0')
        cpng_copy_message(messages->error, CPNG_MESSAGE_SIZE, message ? message : "libpng error");
    /* Returning would make libpng print to stderr before jumping; jump ourselves. */
    png_longjmp(png, 1);
}

void cpng_warning_callback(png_structp png, png_const_charp message) {
    cpng_messages *messages = (cpng_messages *)png_get_error_ptr(png);
    if (messages != NULL && messages->warning[0] == '\0' && message != NULL)
        cpng_copy_message(messages->warning, CPNG_MESSAGE_SIZE, message);
}

void cpng_report(const cpng_messages *messages, char *destination, size_t capacity) {
    if (destination == NULL || capacity == 0) return;
    const char *error = messages->error[0] ? messages->error : "libpng error";
    if (messages->warning[0] && strcmp(messages->warning, error) != 0)
        snprintf(destination, capacity, "%s (%s)", error, messages->warning);
    else
        snprintf(destination, capacity, "%s", error);
}
